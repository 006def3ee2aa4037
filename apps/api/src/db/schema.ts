import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  DiscountCodeType,
  DiscountType,
  LicenseKeyStatus,
  LicenseSource,
  InvoiceKind,
  JobKind,
  Locale,
  OrderStatus,
  PaymentStatus,
  ProductItemType,
  ProductStatus,
  RefundReason,
  RefundStatus,
  SubscriptionInterval,
  SubscriptionStatus,
  VatClass,
  VatScheme,
  VatTreatment,
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

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  /** The address the link went to; the link works only while the account still has it. */
  email: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
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
  /** JSON of the name and description in other languages than the store's (decision 033). */
  translations: Generated<string>;
  price: number;
  /** Legacy: the rate of `vat_class` in the store's country when the product was saved. */
  vat_rate: number;
  vat_class: Generated<VatClass>;
  status: ProductStatus;
  discount_type: DiscountType;
  discount_value: number;
  /** Lower-case name and slug, so a search needs no function per row. */
  search_text: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Set instead of deleting a product that paid orders refer to; it then shows nowhere in the shop. */
  archived_at: Generated<Timestamp | null>;
  /** Sold by the month or the year; null: bought once (migration 059, decision 079). Its first variant's (084). */
  subscription_interval: Generated<SubscriptionInterval | null>;
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
  /** In the store's language; the other languages' names are in `translations` (migration 057). */
  name: string;
  /** JSON text: `{"de": {"name": "…"}}`, the name in the languages other than the store's. */
  translations: Generated<string>;
  url: string | null;
  text: string | null;
  position: number;
  /** For a licence key item only (migration 030); null for every other kind. */
  license_source: LicenseSource | null;
  license_prefix: string | null;
  license_pattern: string | null;
  activation_limit: number | null;
  /** Days a handed-out key stays valid; null: it never expires (migration 036). */
  license_valid_days: number | null;
  low_stock_threshold: number | null;
  /** Given only to the buyers of this variant; null: to every variant's (migration 060). */
  variant_id: Generated<number | null>;
  /** Set when the merchant deleted an item a paid order delivered: not sold or edited (migration 040). */
  archived_at: Timestamp | null;
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
  /** The discount code the shopper entered, as entered (migration 032). */
  discount_code: Generated<string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CartLinesTable {
  cart_id: string;
  store_id: number;
  product_id: number;
  /** The product's variant the shopper chose (migration 060), the line's key with its cart (064). */
  variant_id: number;
  quantity: number;
  position: number;
  /** The unit price the shopper chose for a pay-what-you-want variant; null for any other. */
  chosen_price: Generated<number | null>;
}

/** What a buyer chooses between within a product; every product has one at least (decision 076). */
export interface ProductVariantsTable {
  id: Generated<number>;
  store_id: number;
  product_id: number;
  /** Empty for a product's only variant: it shows the product's name. */
  name: Generated<string>;
  /** JSON of the name in other languages than the store's, as a product's (decision 033). */
  translations: Generated<string>;
  price: number;
  /** Null: the product's class. */
  vat_class: VatClass | null;
  /** The activation limit of the licence keys this variant's buyers get; null: the item's. */
  activation_limit: number | null;
  position: number;
  pay_what_you_want: Generated<number>;
  minimum_price: Generated<number>;
  suggested_price: Generated<number>;
  /** 1 when discount codes apply to the price a buyer chose. */
  discount_codes_apply: Generated<number>;
  /** Sold by the month or the year; null: bought once (migration 061, decision 084). */
  subscription_interval: Generated<SubscriptionInterval | null>;
  /** Days of a subscription's free trial; null: none (decision 084). */
  trial_days: Generated<number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrdersTable {
  id: string;
  store_id: number;
  /** The store's own count of its orders, #1001 onwards, without gaps (migration 019). */
  number: number;
  cart_id: string;
  status: OrderStatus;
  /** What the buyer typed (trimmed, lower case): mail goes here. */
  email: string;
  /** `canonicalEmail(email)`, no `+tag`: what is counted per address (migration 043, decision 048). */
  email_key: string;
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
  /** How the order was taxed (decision 029); `domestic` for orders from before VAT followed the buyer. */
  vat_treatment: Generated<VatTreatment>;
  /** The country of consumption. */
  buyer_country: Generated<string>;
  buyer_company: Generated<string | null>;
  /** With its country prefix (EL for Greece), as the invoice shows it. */
  buyer_vat_number: Generated<string | null>;
  /** JSON of the contract's `VatCheck`: the VIES request and its answer, the reverse charge's evidence. */
  vat_check: Generated<string | null>;
  /** The store's `vat_scheme`, `country` and `billing.vat_number` when the order was placed. */
  vat_scheme: Generated<VatScheme | null>;
  seller_country: Generated<string | null>;
  seller_vat_number: Generated<string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  paid_at: Timestamp | null;
  /** When the one reminder of an unpaid order went out (migration 028). */
  reminded_at: Generated<Timestamp | null>;
  /** The discount code and the cents it took off, frozen at placement (migration 032, decision 040). */
  discount_code_id: Generated<number | null>;
  discount_code: Generated<string | null>;
  discount_amount: Generated<number>;
  discount_state: Generated<DiscountUseState | null>;
  /** The consumer's consent to immediate delivery, as the text they ticked and when (migration 044, decision 050). */
  withdrawal_waiver_text: Generated<string | null>;
  withdrawal_waiver_at: Generated<Timestamp | null>;
  /** A renewal's subscription and the period it pays, one order per period (migration 059). */
  subscription_id: Generated<number | null>;
  subscription_period: Generated<number | null>;
}

/** How an order's use of its discount code stands: held while unpaid, counted once paid, or given back. */
export type DiscountUseState = 'reserved' | 'used' | 'released';

export interface DiscountCodesTable {
  id: Generated<number>;
  store_id: number;
  code: string;
  /** The code in lower case: codes are unique per store without regard to case. */
  code_key: string;
  type: DiscountCodeType;
  /** Percent for `percentage`, cents for `fixed_amount`. */
  value: number;
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  max_uses: number | null;
  max_uses_per_email: number | null;
  /** JSON array of product ids; empty: every product. */
  product_ids: string;
  minimum_total: number;
  uses: Generated<number>;
  reserved: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: string;
  store_id: number;
  product_id: number | null;
  /** The line's name as the buyer read it: the product's, and the variant's after a dash. */
  name: string;
  /** The variant sold (migration 060), kept without a reference. */
  variant_id: Generated<number | null>;
  /** The variant's own name in the order's language; null when the product had one variant. */
  variant_name: Generated<string | null>;
  quantity: number;
  unit_price: number;
  vat_rate: number;
  vat_class: Generated<VatClass | null>;
  total_excl_vat: number;
  total_vat: Generated<number>;
  total_incl_vat: number;
  position: number;
  /** The line was ordered as a subscription renewed every interval (migration 059). */
  subscription_interval: Generated<SubscriptionInterval | null>;
  /** The free trial the line was ordered with, in days; null: none (migration 061). */
  trial_days: Generated<number | null>;
  /** What the buyer was told each renewal of the line would charge, with VAT; null: bought once. */
  renewal_total_incl_vat: Generated<number | null>;
  renewal_total_excl_vat: Generated<number | null>;
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
  /** What the provider holds to charge the buyer again, where the payment told it (migration 059). */
  mandate: Generated<string | null>;
  /** The subscription a mandate-only payment changes the payment method of; null: the order's own (migration 062). */
  subscription_id: Generated<number | null>;
}

/** A buyer's subscription to a line of a paid order, renewed each interval (migration 059, decision 079). */
export interface SubscriptionsTable {
  id: Generated<number>;
  store_id: number;
  /** The paid order it came from, whose goods it gives while it runs. */
  order_id: string;
  product_id: number | null;
  email: string;
  /** The line's name as the buyer ordered it, in their language. */
  name: string;
  quantity: number;
  /** Cents a unit, as the store prices (with VAT in a b2c store); the rate is the one of each renewal's day. */
  unit_price: number;
  vat_class: VatClass;
  interval: SubscriptionInterval;
  status: SubscriptionStatus;
  /** Where the periods are counted from. */
  started_at: Timestamp;
  /** Periods paid: 1 once the first order is paid, one more with each renewal. */
  periods: number;
  current_period_start: Timestamp;
  current_period_end: Timestamp;
  cancel_at_period_end: Generated<number>;
  /** The provider of the first payment, which charges every renewal. */
  provider: string;
  /** The provider's mandate to charge the buyer again; null until it is known. */
  mandate: string | null;
  /** When the renewal job charges next (or ends a cancelled one); null once it ended. */
  next_charge_at: Timestamp | null;
  /** Renewals charged and failed in a row: the retry schedule's place. */
  failed_charges: Generated<number>;
  cancelled_at: Timestamp | null;
  ended_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The variant it renews (migration 061), kept without a reference. */
  variant_id: Generated<number | null>;
  /** The end of its free trial, from which its periods are counted; null: it had none (decision 084). */
  trial_ends_at: Generated<Timestamp | null>;
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
  /** The order lines given back, JSON `[{ line, quantity }]` (migration 053); null for an amount. */
  lines: Generated<string | null>;
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
  /** The mail's outcome; its tries are its job's (`jobs`, migration 051). */
  status: 'pending' | 'sent' | 'kept' | 'failed';
  created_at: Timestamp;
  sent_at: Timestamp | null;
  /** JSON: references to the documents the worker renders and attaches when it sends (migration 025). */
  attachments: Generated<string | null>;
  /** The signed unsubscribe address sent as the `List-Unsubscribe` header (migration 035). */
  list_unsubscribe: Generated<string | null>;
}

export type { JobKind };

/** One piece of work done after a commit, tried until it succeeds or is given up (migration 051). */
export interface JobsTable {
  id: Generated<number>;
  /** Null for the platform's own mails, which belong to no store. */
  store_id: number | null;
  kind: JobKind;
  /** An event's topic and the name of the handler that runs it; null for the other kinds. */
  topic: string | null;
  handler: string | null;
  /** An event's payload (JSON): the snapshot it was published with. */
  payload: string | null;
  /** The `outbox_emails` or `webhook_deliveries` row the job sends. */
  ref_id: number | null;
  status: 'pending' | 'done' | 'failed';
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  /** A failure after this gives the job up. */
  give_up_at: Timestamp;
  /** A worker's lease on the job for one attempt. */
  locked_until: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  done_at: Timestamp | null;
}

export interface LoginTokensTable {
  id: Generated<number>;
  store_id: number;
  /** The order the link opens; null for a link to the library of all the address's orders. */
  order_id: string | null;
  email: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

/** The confirmation e-mail's link to an order, which works as long as the order does (decision 026). */
export interface ReceiptTokensTable {
  id: Generated<number>;
  store_id: number;
  order_id: string;
  token_hash: string;
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
  /** How many keys a licence key item's copy holds when complete: its line's quantity. */
  license_keys_wanted: number | null;
  /** A licence key item's terms as they were when the order was paid (migration 040). */
  activation_limit: number | null;
  license_valid_days: number | null;
  created_at: Timestamp;
}

export interface LicenseKeysTable {
  id: Generated<number>;
  store_id: number;
  product_item_id: number | null;
  key: string;
  status: LicenseKeyStatus;
  order_id: string | null;
  order_item_id: number | null;
  created_at: Timestamp;
  assigned_at: Timestamp | null;
  /** When the key stops validating (migration 036); null: never. */
  expires_at: Timestamp | null;
  /** The activations the key was sold with; null: no limit, when its terms are recorded (migration 040). */
  activation_limit: number | null;
  /** When the key's terms were written onto it; null: not handed out, or sold with terms now unknown. */
  terms_recorded_at: Timestamp | null;
  disabled_at: Timestamp | null;
}

export interface LicenseActivationsTable {
  id: Generated<number>;
  store_id: number;
  license_key_id: number;
  instance_id: string;
  name: string;
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
/** A word an order is found by in the admin's search (decision 057, `db/order-search-words.ts`). */
export interface OrderSearchWordsTable {
  store_id: number;
  word: string;
  order_id: string;
}

export interface OrderCountsTable {
  store_id: number;
  status: OrderStatus;
  count: number;
}

/**
 * Per store and UTC day of payment (migration 049, decision 058): `paid` orders paid that day whatever
 * their status now, `orders` and `revenue` (cents incl. VAT) those still sold. Kept by triggers.
 */
export interface SalesDaysTable {
  store_id: number;
  day: string;
  paid: number;
  orders: number;
  revenue: number | string;
}

/** The lines of the orders sold per store, day, product (0: deleted) and line name. Kept by triggers. */
export interface ProductSalesDaysTable {
  store_id: number;
  day: string;
  product_id: number;
  name: string;
  lines: number;
  quantity: number | string;
  revenue: number | string;
}

/** The last order number each store gave out; taken and counted on in the order's own transaction. */
export interface OrderNumberCountersTable {
  store_id: number;
  last_number: number;
}

/** One fixed window of a rate limit, shared by every server process (decision 015). */
export interface RateLimitsTable {
  /** SHA-256 of the limit's key, which names what is counted (an e-mail address, a client address). */
  key_hash: string;
  hits: number;
  resets_at: Timestamp;
}

export interface WebhookEndpointsTable {
  id: Generated<number>;
  store_id: number;
  url: string;
  /** JSON array of the events chosen. */
  events: string;
  /** Encrypted with APP_KEY. */
  secret: string;
  created_at: Timestamp;
}

export interface WebhookDeliveriesTable {
  id: Generated<number>;
  store_id: number;
  endpoint_id: number;
  event_id: string;
  event: string;
  body: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: Generated<number>;
  response_status: number | null;
  response_excerpt: string | null;
  last_error: string | null;
  last_attempt_at: Timestamp | null;
  created_at: Timestamp;
}

/** One attempt at a webhook delivery (migration 039). */
export interface WebhookAttemptsTable {
  id: Generated<number>;
  store_id: number;
  delivery_id: number;
  attempted_at: Timestamp;
  response_status: number | null;
  response_excerpt: string | null;
  error: string | null;
  duration_ms: number;
}

export interface ApiTokensTable {
  id: Generated<number>;
  store_id: number;
  /** The merchant who made it; the token acts as them, on its store only. */
  user_id: number;
  name: string;
  token_hash: string;
  token_hint: string;
  /** JSON array of the scopes granted. */
  scopes: string;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface ReminderUnsubscribesTable {
  id: Generated<number>;
  store_id: number;
  email: string;
  created_at: Timestamp;
}

/** The last invoice number a store used in a year (migration 025). */
export interface InvoiceCountersTable {
  store_id: number;
  /** '' for real sales, 'TEST-' for test-mode orders (their own sequence). */
  series: string;
  year: number;
  last_number: number;
}

/** An invoice or credit note as issued: its number, its totals and a snapshot of all it shows. */
export interface InvoicesTable {
  id: Generated<number>;
  store_id: number;
  order_id: string;
  kind: InvoiceKind;
  /** `2026-0001`: the year and the store's count in it, invoices and credit notes together; `TEST-2026-0001` for test orders. */
  number: string;
  year: number;
  sequence: number;
  /** A credit note's invoice. */
  credits_invoice_id: number | null;
  refund_id: number | null;
  issued_at: Timestamp;
  locale: Locale;
  /** 1 when the buyer is a business (named a company or a VAT number): it gets a UBL file too. */
  business: number;
  buyer_name: string;
  total_excl_vat: number;
  total_vat: number;
  total_incl_vat: number;
  /** JSON of the `InvoiceSnapshot`: parties, lines, totals per rate, treatment. */
  snapshot: string;
}

/**
 * What the VAT reports add up, per store, quarter and group (decision 059): each document adds its rates
 * in the transaction that issues it. `orders` counts each order once per group and quarter.
 */
export interface VatTotalsTable {
  store_id: number;
  test_mode: number;
  year: number;
  quarter: number;
  section: 'treatment' | 'oss' | 'reverse_charge';
  treatment: VatTreatment;
  country: string;
  /** '' for an order without one (before decision 029): the store's country now. */
  seller_country: string;
  vat_rate: number;
  vat_number: string;
  /** The buyer's company of a reverse-charged group, as its first document names it. */
  company: string | null;
  base: number;
  vat: number;
  rounding: number;
  orders: number;
}

/** The documents a store issued per day (UTC): the invoice list's total (decision 059). */
export interface InvoiceDayCountsTable {
  store_id: number;
  day: string;
  documents: number;
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
  product_variants: ProductVariantsTable;
  storefronts: StorefrontsTable;
  storefront_products: StorefrontProductsTable;
  carts: CartsTable;
  cart_lines: CartLinesTable;
  orders: OrdersTable;
  order_counts: OrderCountsTable;
  order_search_words: OrderSearchWordsTable;
  sales_days: SalesDaysTable;
  product_sales_days: ProductSalesDaysTable;
  order_number_counters: OrderNumberCountersTable;
  order_lines: OrderLinesTable;
  order_items: OrderItemsTable;
  payments: PaymentsTable;
  refunds: RefundsTable;
  order_events: OrderEventsTable;
  outbox_emails: OutboxEmailsTable;
  jobs: JobsTable;
  login_tokens: LoginTokensTable;
  customer_tokens: CustomerTokensTable;
  receipt_tokens: ReceiptTokensTable;
  downloads: DownloadsTable;
  license_keys: LicenseKeysTable;
  license_activations: LicenseActivationsTable;
  payment_provider_configs: PaymentProviderConfigsTable;
  rate_limits: RateLimitsTable;
  password_resets: PasswordResetsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  api_tokens: ApiTokensTable;
  reminder_unsubscribes: ReminderUnsubscribesTable;
  invoice_counters: InvoiceCountersTable;
  invoices: InvoicesTable;
  vat_totals: VatTotalsTable;
  invoice_day_counts: InvoiceDayCountsTable;
  subscriptions: SubscriptionsTable;
  discount_codes: DiscountCodesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type StoreRow = Selectable<StoresTable>;
export type StoreUpdate = Updateable<StoresTable>;
export type ProductRow = Selectable<ProductsTable>;
export type ProductItemRow = Selectable<ProductItemsTable>;
export type ProductVariantRow = Selectable<ProductVariantsTable>;
export type ProductImageRow = Selectable<ProductImagesTable>;
export type StoreLogoRow = Selectable<StoreLogosTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;
export type StorefrontRow = Selectable<StorefrontsTable>;
export type OrderRow = Selectable<OrdersTable>;
export type OrderLineRow = Selectable<OrderLinesTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type RefundRow = Selectable<RefundsTable>;
export type OutboxEmailRow = Selectable<OutboxEmailsTable>;
export type JobRow = Selectable<JobsTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
