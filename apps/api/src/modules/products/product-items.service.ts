import { randomUUID } from 'node:crypto';
import type { CreateProductItemRequest, ProductItem, UpdateProductItemRequest } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { transaction } from '../../unit-of-work.js';
import { AppError } from '../../errors.js';
import type { ProductItemRow, StoredFileColumns } from '../../db/schema.js';
import { storeFolder } from '../../lib/storage.js';
import type { UploadedFile } from '../../lib/uploaded-file.js';
import { releaseFiles, updateBuyersFile } from '../purchases/index.js';
import { nextPosition } from './positions.repository.js';
import * as items from './product-items.repository.js';
import { toProductItem } from './product-views.js';
import { findProduct, findProductRecord } from './products.repository.js';

export async function listProductItems(ctx: AppContext, storeId: number, productId: number) {
  if (!(await findProductRecord(ctx.database.db, storeId, productId))) throw AppError.notFound();
  return (await items.listItems(ctx.database.db, storeId, productId)).map(toProductItem);
}

export async function createProductItem(
  ctx: AppContext,
  productId: number,
  input: CreateProductItemRequest,
): Promise<ProductItem> {
  const storeId = input.store_id;
  const now = ctx.clock.now().toISOString();
  return transaction(ctx, async (uow) => {
    if (!(await findProduct(uow.db, storeId, productId))) throw AppError.notFound();
    const row = await items.insertItem(uow.db, {
      store_id: storeId,
      product_id: productId,
      product_type: input.product_type,
      name: input.name ?? '',
      url: input.product_type === 'link' ? input.url : null,
      text: input.product_type === 'text' ? input.text : null,
      position: await nextPosition(uow.db, 'product_items', storeId, productId),
      created_at: now,
      updated_at: now,
    });
    return toProductItem(row);
  });
}

export async function updateProductItem(
  ctx: AppContext,
  productId: number,
  itemId: number,
  input: UpdateProductItemRequest,
): Promise<ProductItem> {
  const storeId = input.store_id;
  return transaction(ctx, async (uow) => {
    const item = await items.findItem(uow.db, storeId, productId, itemId);
    if (!item) throw AppError.notFound();
    if (input.url !== undefined && item.product_type !== 'link') {
      throw AppError.invalid({ url: 'item_type_mismatch' });
    }
    if (input.text !== undefined && item.product_type !== 'text') {
      throw AppError.invalid({ text: 'item_type_mismatch' });
    }
    const row = await items.updateItem(uow.db, storeId, itemId, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.text !== undefined ? { text: input.text } : {}),
      updated_at: uow.clock.now().toISOString(),
    });
    return toProductItem(row);
  });
}

/** Deletes an item; its file goes too, unless a paid order holds it. */
export async function deleteProductItem(ctx: AppContext, storeId: number, productId: number, itemId: number) {
  const item = await items.findItem(ctx.database.db, storeId, productId, itemId);
  if (!item) throw AppError.notFound();
  await items.deleteItem(ctx.database.db, storeId, itemId);
  await releaseFiles(ctx, storeId, [item.file_key]);
}

/**
 * Stores an uploaded deliverable privately and attaches it to a file item, or to a new one. The file is
 * put in place before the row points at it. A new version of an item's file reaches the orders already
 * paid only when the merchant asks (`updateExistingBuyers`, as Gumroad offers); the replaced file is
 * removed after the row has moved on, unless an order still holds it.
 */
export async function attachFile(
  ctx: AppContext,
  storeId: number,
  productId: number,
  itemId: number | undefined,
  upload: UploadedFile,
  updateExistingBuyers = false,
): Promise<ProductItem> {
  if (upload.size === 0) throw AppError.invalid({ file: 'file_required' });
  const key = `${storeFolder(storeId)}/files/${randomUUID()}`;
  await ctx.storage.private.moveIn(key, upload.path);
  const now = ctx.clock.now().toISOString();
  const file: StoredFileColumns = {
    file_key: key,
    file_name: upload.filename.slice(0, 255),
    file_size: upload.size,
    file_mime_type: upload.mimetype.slice(0, 100),
    file_sha256: upload.sha256,
  };
  let attached: { row: ProductItemRow; replacedKeys: (string | null)[] };
  try {
    attached = await transaction(ctx, async (uow) => {
      if (!(await findProduct(uow.db, storeId, productId))) throw AppError.notFound();
      if (itemId === undefined) {
        const inserted = await items.insertItem(uow.db, {
          store_id: storeId,
          product_id: productId,
          product_type: 'file',
          name: file.file_name!,
          ...file,
          position: await nextPosition(uow.db, 'product_items', storeId, productId),
          created_at: now,
          updated_at: now,
        });
        return { row: inserted, replacedKeys: [] };
      }
      const item = await items.findItem(uow.db, storeId, productId, itemId);
      if (!item) throw AppError.notFound();
      if (item.product_type !== 'file') throw AppError.invalid({ product_item_id: 'item_type_mismatch' });
      const updated = await items.updateItem(uow.db, storeId, itemId, {
        ...file,
        name: item.name || file.file_name!,
        updated_at: now,
      });
      const buyersKeys = updateExistingBuyers ? await updateBuyersFile(uow.db, storeId, itemId, file) : [];
      return { row: updated, replacedKeys: [item.file_key, ...buyersKeys] };
    });
  } catch (error) {
    await ctx.storage.private.remove(key);
    throw error;
  }
  await releaseFiles(ctx, storeId, attached.replacedKeys);
  return toProductItem(attached.row);
}
