import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  DiscountType,
  Locale,
  OrderStatus,
  PaymentStatus,
  ProductItemType,
  ProductStatus,
  RefundReason,
  RefundStatus,
} from '@platform/contract';

/** Times are ISO 8601 strings in both dialects, so sorting and comparing works the same everywhere. */
type Timestamp = string;

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string;
  /** JSON of the contract's merchant preferences; missing keys take their defaults. */
  preferences: Generated<string>;
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
  /** Moves on with every change to the store's shop content; keys the cached shop answers. */
  content_version: Generated<number>;
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
  /** Set instead of deleting a product that paid orders refer to; it then shows nowhere in the shop. */
  archived_at: Generated<Timestamp | null>;
}

export interface StoreLogosTable {
  id: Generated<number>;
  store_id: number;
  description: string;
  /** JSON of the size variants: { original: { url, width, height }, … }. */
  variants: string;
  /** The folder the server wrote the variants into; the only thing removed with the logo. */
  storage_prefix: string;
  created_at: Timestamp;
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

/** A stored file as a product item, or an order's copy of one, names it (all null for a link or text). */
export interface StoredFileColumns {
  file_key: string | null;
  file_name: string | null;
  file_size: number | null;
  file_mime_type: string | null;
  file_sha256: string | null;
}

export interface ProductItemsTable extends StoredFileColumns {
  id: Generated<number>;
  store_id: number;
  product_id: number;
  product_type: ProductItemType;
  name: string;
  url: string | null;
  text: string | null;
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

export interface OrdersTable {
  id: string;
  store_id: number;
  cart_id: string;
  status: OrderStatus;
  email: string;
  locale: Locale;
  /** JSON of the contract's customer details. */
  customer_details: string;
  customer_name: string;
  business_type: 'b2b' | 'b2c';
  total_excl_vat: number;
  total_vat: number;
  total_incl_vat: number;
  test_mode: number;
  search_text: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  paid_at: Timestamp | null;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: string;
  store_id: number;
  product_id: number | null;
  name: string;
  quantity: number;
  unit_price: number;
  vat_rate: number;
  total_excl_vat: number;
  total_incl_vat: number;
  position: number;
}

export interface PaymentsTable {
  id: Generated<number>;
  store_id: number;
  order_id: string;
  provider: string;
  reference: string;
  status: PaymentStatus;
  amount: number;
  checkout_url: string;
  /** 1 when the payment succeeded for an order that could no longer take it; it is refunded. */
  unmatched: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RefundsTable {
  id: Generated<number>;
  store_id: number;
  order_id: string;
  payment_id: number;
  amount: number;
  reason: RefundReason;
  actor: string;
  status: RefundStatus;
  provider_reference: string | null;
  error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrderEventsTable {
  id: Generated<number>;
  store_id: number;
  order_id: string;
  type: string;
  actor: string;
  data: string;
  created_at: Timestamp;
}

export interface OutboxEmailsTable {
  id: Generated<number>;
  store_id: number | null;
  order_id: string | null;
  kind: string;
  to_address: string;
  from_name: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  status: 'pending' | 'sent' | 'kept' | 'failed';
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  locked_until: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

export interface LoginTokensTable {
  id: Generated<number>;
  store_id: number;
  order_id: string;
  email: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface CustomerTokensTable {
  id: Generated<number>;
  store_id: number;
  email: string;
  token_hash: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/**
 * What a paid order delivers, written when it became paid: a copy of each item of its products, the
 * file by its storage key, which is kept as long as a row here names it.
 */
export interface OrderItemsTable extends StoredFileColumns {
  id: Generated<number>;
  store_id: number;
  order_id: string;
  product_id: number | null;
  /** The product item it was copied from, while that exists: a new version of its file may follow. */
  product_item_id: number | null;
  position: number;
  product_name: string;
  product_type: ProductItemType;
  name: string;
  url: string | null;
  text: string | null;
  created_at: Timestamp;
}

export interface DownloadsTable {
  id: Generated<number>;
  store_id: number;
  order_id: string;
  /** The product item of downloads logged before purchases were recorded (migration 011). */
  item_id: Generated<number | null>;
  order_item_id: number | null;
  item_name: string;
  created_at: Timestamp;
}

export interface PaymentProviderConfigsTable {
  store_id: number;
  provider: string;
  enabled: number;
  /** The provider's keys as JSON, encrypted with APP_KEY. */
  secrets: string;
  updated_at: Timestamp;
}

/** Orders per store and status, kept by triggers on `orders`. */
export interface OrderCountsTable {
  store_id: number;
  status: OrderStatus;
  count: number;
}

/** One fixed window of a rate limit, shared by every server process (decision 015). */
export interface RateLimitsTable {
  /** SHA-256 of the limit's key, which names what is counted (an e-mail address, a client address). */
  key_hash: string;
  hits: number;
  resets_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  access_tokens: AccessTokensTable;
  refresh_tokens: RefreshTokensTable;
  stores: StoresTable;
  store_settings: StoreSettingsTable;
  products: ProductsTable;
  store_logos: StoreLogosTable;
  product_images: ProductImagesTable;
  product_items: ProductItemsTable;
  storefronts: StorefrontsTable;
  storefront_products: StorefrontProductsTable;
  carts: CartsTable;
  cart_lines: CartLinesTable;
  orders: OrdersTable;
  order_counts: OrderCountsTable;
  order_lines: OrderLinesTable;
  order_items: OrderItemsTable;
  payments: PaymentsTable;
  refunds: RefundsTable;
  order_events: OrderEventsTable;
  outbox_emails: OutboxEmailsTable;
  login_tokens: LoginTokensTable;
  customer_tokens: CustomerTokensTable;
  downloads: DownloadsTable;
  payment_provider_configs: PaymentProviderConfigsTable;
  rate_limits: RateLimitsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type StoreRow = Selectable<StoresTable>;
export type StoreUpdate = Updateable<StoresTable>;
export type ProductRow = Selectable<ProductsTable>;
export type ProductItemRow = Selectable<ProductItemsTable>;
export type ProductImageRow = Selectable<ProductImagesTable>;
export type StoreLogoRow = Selectable<StoreLogosTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;
export type StorefrontRow = Selectable<StorefrontsTable>;
export type OrderRow = Selectable<OrdersTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type RefundRow = Selectable<RefundsTable>;
export type OutboxEmailRow = Selectable<OutboxEmailsTable>;
