import type { ProductImage } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { transaction } from '../../unit-of-work.js';
import { AppError } from '../../errors.js';
import { storeFolder } from '../../lib/storage.js';
import type { UploadedFile } from '../../lib/uploaded-file.js';
import { storeImage } from '../media/index.js';
import { nextPosition } from './positions.repository.js';
import * as images from './product-images.repository.js';
import { toProductImage } from './product-views.js';
import { findProduct } from './products.repository.js';

export async function addProductImage(
  ctx: AppContext,
  storeId: number,
  productId: number,
  upload: UploadedFile,
  description: string,
): Promise<ProductImage> {
  if (!(await findProduct(ctx.database.db, storeId, productId))) throw AppError.notFound();
  const stored = await storeImage(ctx, `${storeFolder(storeId)}/products/${productId}`, upload);
  try {
    return await transaction(ctx, async (uow) => {
      if (!(await findProduct(uow.db, storeId, productId))) throw AppError.notFound();
      const row = await images.insertImage(uow.db, {
        store_id: storeId,
        product_id: productId,
        position: await nextPosition(uow.db, 'product_images', storeId, productId),
        description,
        variants: JSON.stringify(stored.images),
        storage_prefix: stored.prefix,
        created_at: uow.clock.now().toISOString(),
      });
      return toProductImage(row);
    });
  } catch (error) {
    await ctx.storage.public.remove(stored.prefix);
    throw error;
  }
}

export async function describeProductImage(
  ctx: AppContext,
  storeId: number,
  productId: number,
  imageId: number,
  description: string,
): Promise<ProductImage> {
  const db = ctx.database.db;
  if (!(await images.findImage(db, storeId, productId, imageId))) throw AppError.notFound();
  await images.updateImage(db, storeId, imageId, { description });
  return toProductImage((await images.findImage(db, storeId, productId, imageId))!);
}

/** Puts the product's images in the given order; the list must name exactly the product's images. */
export async function reorderProductImages(
  ctx: AppContext,
  storeId: number,
  productId: number,
  imageIds: readonly number[],
): Promise<ProductImage[]> {
  return transaction(ctx, async (uow) => {
    if (!(await findProduct(uow.db, storeId, productId))) throw AppError.notFound();
    const current = await images.listImages(uow.db, storeId, [productId]);
    const known = new Set(current.map((image) => image.id));
    if (imageIds.length !== known.size || !imageIds.every((imageId) => known.has(imageId))) {
      throw AppError.invalid({ image_ids: 'invalid_choice' });
    }
    for (const [position, imageId] of imageIds.entries()) {
      await images.updateImage(uow.db, storeId, imageId, { position });
    }
    return (await images.listImages(uow.db, storeId, [productId])).map(toProductImage);
  });
}

export async function deleteProductImage(
  ctx: AppContext,
  storeId: number,
  productId: number,
  imageId: number,
) {
  const image = await images.findImage(ctx.database.db, storeId, productId, imageId);
  if (!image) throw AppError.notFound();
  await images.deleteImage(ctx.database.db, storeId, imageId);
  await ctx.storage.public.remove(image.storage_prefix);
}

/** The images of the products, each product's in their order, for the shop's product answers. */
export function listImages(db: Db, storeId: number, productIds: readonly number[]) {
  return images.listImages(db, storeId, productIds);
}
