import { randomUUID } from 'node:crypto';
import {
  filledTranslations,
  type CreateProductItemRequest,
  type LicensePool,
  type ProductItem,
  type UpdateProductItemRequest,
} from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { transaction } from '../../unit-of-work.js';
import { AppError } from '../../errors.js';
import type { Db } from '../../db/database.js';
import type { ProductItemRow, StoredFileColumns } from '../../db/schema.js';
import { storeFolder } from '../../lib/storage.js';
import type { UploadedFile } from '../../lib/uploaded-file.js';
import { nextPosition } from './positions.repository.js';
import * as items from './product-items.repository.js';
import { toProductItem, type ItemPools } from './product-views.js';
import type { ProductSales } from './product-sales.js';
import { findProduct, findProductRecord } from './products.repository.js';
import { listVariants } from './variants.repository.js';

/** The item's variant, checked to be one of the product's: null for every variant's item. */
async function itemVariant(db: Db, storeId: number, productId: number, variantId: number | null | undefined) {
  if (variantId === undefined || variantId === null) return variantId;
  const variants = await listVariants(db, storeId, [productId]);
  if (!variants.some((variant) => variant.id === variantId)) {
    throw AppError.invalid({ variant_id: 'variant_unknown' });
  }
  return variantId;
}

/** The pools' counts of the licence key items among the rows. */
export async function itemPools(
  sales: ProductSales,
  db: Db,
  storeId: number,
  rows: readonly ProductItemRow[],
): Promise<ItemPools> {
  const pools = new Map<number, LicensePool>();
  for (const row of rows) {
    if (row.product_type === 'license_key') pools.set(row.id, await sales.licensePool(db, storeId, row));
  }
  return pools;
}

export async function listProductItems(ctx: AppContext, storeId: number, productId: number) {
  const db = ctx.database.db;
  if (!(await findProductRecord(db, storeId, productId))) throw AppError.notFound();
  const rows = await items.listItems(db, storeId, productId);
  const pools = await itemPools(ctx.productSales, db, storeId, rows);
  return rows.map((row) => toProductItem(row, pools));
}

/** The licence settings of an item the request creates, or none for other kinds. */
function licenseColumns(input: CreateProductItemRequest) {
  if (input.product_type !== 'license_key') return {};
  return {
    license_source: input.license_source,
    license_prefix: input.license_prefix,
    license_pattern: input.license_pattern,
    activation_limit: input.activation_limit,
    license_valid_days: input.license_valid_days,
    low_stock_threshold: input.low_stock_threshold,
  };
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
      variant_id: (await itemVariant(uow.db, storeId, productId, input.variant_id)) ?? null,
      product_type: input.product_type,
      name: input.name ?? '',
      translations: JSON.stringify(filledTranslations(input.translations)),
      url: input.product_type === 'link' ? input.url : null,
      text: input.product_type === 'text' ? input.text : null,
      ...licenseColumns(input),
      position: await nextPosition(uow.db, 'product_items', storeId, productId),
      created_at: now,
      updated_at: now,
    });
    if (input.product_type === 'license_key' && input.license_keys.trim() !== '') {
      if (input.license_source !== 'pool') throw AppError.invalid({ license_keys: 'item_type_mismatch' });
      await uow.productSales.stockLicenseKeys(uow.db, storeId, row.id, {
        text: input.license_keys,
        field: 'license_keys',
        now,
      });
    }
    return toProductItem(row, await itemPools(uow.productSales, uow.db, storeId, [row]));
  });
}

const LICENSE_FIELDS = [
  'license_prefix',
  'license_pattern',
  'activation_limit',
  'license_valid_days',
  'low_stock_threshold',
] as const;

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
    const license = LICENSE_FIELDS.filter((field) => input[field] !== undefined);
    if (license.length > 0 && item.product_type !== 'license_key') {
      throw AppError.invalid({ [license[0]!]: 'item_type_mismatch' });
    }
    const variantId = await itemVariant(uow.db, storeId, productId, input.variant_id);
    const row = await items.updateItem(uow.db, storeId, itemId, {
      ...(variantId !== undefined ? { variant_id: variantId } : {}),
      ...(input.name !== undefined ? { name: input.name } : {}),
      // Sent whole, as a product's are: a language left out or emptied is no translation.
      ...(input.translations !== undefined
        ? { translations: JSON.stringify(filledTranslations(input.translations)) }
        : {}),
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.text !== undefined ? { text: input.text } : {}),
      ...Object.fromEntries(license.map((field) => [field, input[field]])),
      updated_at: uow.clock.now().toISOString(),
    });
    return toProductItem(row, await itemPools(uow.productSales, uow.db, storeId, [row]));
  });
}

/**
 * Deletes an item and its file; or, when a paid order delivered it, archives it: no longer sold or
 * shown in the editor, while the row stays for the orders' copies and the keys it issued, which
 * point at it (decision 039). The item is locked first, so an order being paid at that moment has
 * either committed its copy (and the item is archived) or waits and no longer finds the item. A key
 * pool that paid orders still wait for is refused: only its uploads can give them their keys.
 */
export async function deleteProductItem(ctx: AppContext, storeId: number, productId: number, itemId: number) {
  const deleted = await transaction(ctx, async (uow) => {
    const item = await items.findItem(uow.db, storeId, productId, itemId);
    if (!item) throw AppError.notFound();
    await items.lockItem(uow.db, uow.dialect, storeId, itemId);
    if (
      item.product_type === 'license_key' &&
      (await uow.productSales.licensePool(uow.db, storeId, item)).waiting > 0
    ) {
      throw AppError.invalid({ product_item_id: 'license_keys_owed' });
    }
    if (await uow.productSales.itemWasDelivered(uow.db, storeId, itemId)) {
      await items.archiveItem(uow.db, storeId, itemId, uow.clock.now().toISOString());
      return null;
    }
    await items.deleteItem(uow.db, storeId, itemId);
    return item;
  });
  if (deleted) await ctx.productSales.releaseFiles(ctx, storeId, [deleted.file_key]);
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
      const buyersKeys = updateExistingBuyers
        ? await uow.productSales.updateBuyersFile(uow.db, storeId, itemId, file)
        : [];
      return { row: updated, replacedKeys: [item.file_key, ...buyersKeys] };
    });
  } catch (error) {
    await ctx.storage.private.remove(key);
    throw error;
  }
  await ctx.productSales.releaseFiles(ctx, storeId, attached.replacedKeys);
  return toProductItem(attached.row);
}
