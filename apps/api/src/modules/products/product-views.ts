import type { ImageAsset, Product, ProductImage, ProductItem, ProductSummary } from '@platform/contract';
import type { ProductImageRow, ProductItemRow, ProductRow } from '../../db/schema.js';

/** Turns stored rows into the contract's shapes; the only place that knows both. */
export function toProductImage(row: ProductImageRow): ProductImage {
  return {
    id: row.id,
    description: row.description,
    images: JSON.parse(row.variants) as ImageAsset['images'],
  };
}

export function toProductItem(row: ProductItemRow): ProductItem {
  return {
    id: row.id,
    product_id: row.product_id,
    product_type: row.product_type,
    name: row.name,
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
  };
}

function baseFields(row: ProductRow) {
  return {
    id: row.id,
    store_id: row.store_id,
    name: row.name,
    slug: row.slug,
    price: row.price,
    vat_rate: row.vat_rate,
    status: row.status,
    discount_type: row.discount_type,
    discount_value: row.discount_value,
    created_at: row.created_at,
    updated_at: row.updated_at,
    archived_at: row.archived_at,
  };
}

export function toProductSummary(row: ProductRow, image: ProductImageRow | undefined): ProductSummary {
  return { ...baseFields(row), image: image ? toProductImage(image) : null };
}

export function toProduct(row: ProductRow, images: ProductImageRow[], items: ProductItemRow[]): Product {
  return {
    ...baseFields(row),
    description: row.description,
    images: images.map(toProductImage),
    items: items.map(toProductItem),
  };
}
