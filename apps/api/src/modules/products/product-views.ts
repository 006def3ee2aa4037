import {
  DEFAULT_LICENSE_PATTERN,
  DEFAULT_LOW_STOCK_THRESHOLD,
  storedItemTranslations,
  storedProductTranslations,
  type ImageAsset,
  type ItemTranslations,
  type LicensePool,
  type Product,
  type ProductImage,
  type ProductItem,
  type ProductSummary,
  type ProductTranslations,
  type ProductVariant,
} from '@platform/contract';
import type { ProductImageRow, ProductItemRow, ProductRow } from '../../db/schema.js';

/** Turns stored rows into the contract's shapes; the only place that knows both. */
export function toProductImage(row: Pick<ProductImageRow, 'id' | 'description' | 'variants'>): ProductImage {
  return {
    id: row.id,
    description: row.description,
    images: JSON.parse(row.variants) as ImageAsset['images'],
  };
}

/** An item's licence pool's counts, by item id, for the licence key items among them. */
export type ItemPools = ReadonlyMap<number, LicensePool>;

const EMPTY_POOL: LicensePool = { available: 0, assigned: 0, waiting: 0, low: false };

export function toProductItem(row: ProductItemRow, pools: ItemPools = new Map()): ProductItem {
  return {
    id: row.id,
    product_id: row.product_id,
    product_type: row.product_type,
    name: row.name,
    translations: readItemTranslations(row.translations),
    url: row.url,
    text: row.text,
    file:
      row.file_key && row.file_name
        ? {
            name: row.file_name,
            size: row.file_size ?? 0,
            mime_type: row.file_mime_type ?? 'application/octet-stream',
          }
        : null,
    position: row.position,
    variant_id: row.variant_id,
    license:
      row.product_type === 'license_key'
        ? {
            source: row.license_source ?? 'pool',
            prefix: row.license_prefix ?? '',
            pattern: row.license_pattern ?? DEFAULT_LICENSE_PATTERN,
            activation_limit: row.activation_limit,
            valid_days: row.license_valid_days,
            low_stock_threshold: row.low_stock_threshold ?? DEFAULT_LOW_STOCK_THRESHOLD,
            ...(pools.get(row.id) ?? EMPTY_POOL),
          }
        : null,
  };
}

/** The stored translations (JSON text); a value that no longer reads is none, not an error for the shop. */
export function readTranslations(json: string): ProductTranslations {
  const parsed = storedProductTranslations.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : {};
}

/** An item's stored names in the other languages, read as a product's are (decision 074). */
export function readItemTranslations(json: string): ItemTranslations {
  const parsed = storedItemTranslations.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : {};
}

function baseFields(row: ProductRow) {
  return {
    id: row.id,
    store_id: row.store_id,
    name: row.name,
    slug: row.slug,
    translations: readTranslations(row.translations),
    price: row.price,
    vat_rate: row.vat_rate,
    vat_class: row.vat_class,
    status: row.status,
    discount_type: row.discount_type,
    discount_value: row.discount_value,
    subscription_interval: row.subscription_interval,
    created_at: row.created_at,
    updated_at: row.updated_at,
    archived_at: row.archived_at,
  };
}

export function toProductSummary(
  row: ProductRow,
  image: ProductImageRow | undefined,
  variants: ProductVariant[],
): ProductSummary {
  return { ...baseFields(row), image: image ? toProductImage(image) : null, variants };
}

export function toProduct(
  row: ProductRow,
  variants: ProductVariant[],
  images: ProductImageRow[],
  items: ProductItemRow[],
  pools: ItemPools = new Map(),
): Product {
  return {
    ...baseFields(row),
    variants,
    description: row.description,
    images: images.map(toProductImage),
    items: items.map((item) => toProductItem(item, pools)),
  };
}
