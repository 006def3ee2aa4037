import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { DiscountType, ProductItemType, ProductStatus } from '@platform/contract';

/** Times are ISO 8601 strings in both dialects, so sorting and comparing works the same everywhere. */
type Timestamp = string;

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AccessTokensTable {
  id: Generated<number>;
  user_id: number;
  family_id: string;
  token_hash: string;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  created_at: Timestamp;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  family_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  created_at: Timestamp;
}

export interface StoresTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  slug: string;
  business_type: 'b2b' | 'b2c';
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StoreSettingsTable {
  store_id: number;
  name: string;
  /** JSON text of the value, typed per name by the contract. */
  value: string;
  updated_at: Timestamp;
}

export interface ProductsTable {
  id: Generated<number>;
  store_id: number;
  name: string;
  slug: string;
  description: string;
  price: number;
  vat_rate: number;
  status: ProductStatus;
  discount_type: DiscountType;
  discount_value: number;
  /** Lower-case name and slug, so a search needs no function per row. */
  search_text: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProductImagesTable {
  id: Generated<number>;
  store_id: number;
  product_id: number;
  position: number;
  description: string;
  /** JSON of the size variants: { original: { url, width, height }, … }. */
  variants: string;
  storage_prefix: string;
  created_at: Timestamp;
}

export interface ProductItemsTable {
  id: Generated<number>;
  store_id: number;
  product_id: number;
  product_type: ProductItemType;
  name: string;
  url: string | null;
  text: string | null;
  file_key: string | null;
  file_name: string | null;
  file_size: number | null;
  file_mime_type: string | null;
  file_sha256: string | null;
  position: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StorefrontsTable {
  id: Generated<number>;
  store_id: number;
  name: string;
  slug: string;
  description: string;
  publication_status: 'draft' | 'published';
  is_home: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StorefrontProductsTable {
  store_id: number;
  storefront_id: number;
  product_id: number;
  position: number;
}

export interface CartsTable {
  id: string;
  store_id: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CartLinesTable {
  cart_id: string;
  store_id: number;
  product_id: number;
  quantity: number;
  position: number;
}

export interface Database {
  users: UsersTable;
  access_tokens: AccessTokensTable;
  refresh_tokens: RefreshTokensTable;
  stores: StoresTable;
  store_settings: StoreSettingsTable;
  products: ProductsTable;
  product_images: ProductImagesTable;
  product_items: ProductItemsTable;
  storefronts: StorefrontsTable;
  storefront_products: StorefrontProductsTable;
  carts: CartsTable;
  cart_lines: CartLinesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type StoreRow = Selectable<StoresTable>;
export type StoreUpdate = Updateable<StoresTable>;
export type ProductRow = Selectable<ProductsTable>;
export type ProductItemRow = Selectable<ProductItemsTable>;
export type ProductImageRow = Selectable<ProductImagesTable>;
export type StorefrontRow = Selectable<StorefrontsTable>;
