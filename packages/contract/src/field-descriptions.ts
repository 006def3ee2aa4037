/**
 * What a field or a parameter means, by its name, for the API docs (decision 075): only names that
 * mean the same wherever the contract uses them. A name that means different things in different
 * places is described in its schema with `.describe()`, which wins over this list. Times are ISO 8601
 * in UTC; money is in whole cents of the store's currency (euros).
 */
export const fieldDescriptions: Readonly<Record<string, string>> = {
  // Names many objects share, each said so that it holds for every one of them.
  id: "This object's id, unique among objects of its kind: what a path's `{id}` takes to address it.",
  name: "Its name, as the admin and the shop show it (the merchant's own in an account).",
  email:
    "An e-mail address: the merchant's in sign-in and account routes, the buyer's in carts, orders and the buyer's sign-in, the store's answering address in `seller`.",
  email_hint:
    "The buyer's e-mail address partly hidden (`n***@example.com`), to recognise it without revealing it.",
  hint: "The token's first and last characters, to tell tokens apart; never enough to use one.",
  country:
    "A country as its ISO 3166-1 alpha-2 code (`NL`, `DE`): the buyer's in a cart, an order and its details, the store's in its settings and seller details, the country of consumption in a report.",
  vat_rate:
    "A VAT rate in percent (21 for 21 %): on a line, the rate charged to the buyer; on a product, its class's rate in the store's country.",
  expires_at: 'When it stops working (ISO 8601, UTC); null: never.',
  starts_at: 'When the discount code starts to apply; null: from its creation.',
  ends_at: 'When the discount code stops applying; null: never.',
  minimum_total:
    'The cart total in cents (as the store shows prices) below which the code does not apply; 0 for none.',
  max_uses: 'How many paid orders may use the code in all; null: no limit.',
  max_uses_per_email: 'How many paid orders of one e-mail address may use the code; null: no limit.',
  uses: 'Paid orders that used the code.',
  reserved: 'Orders placed with the code and not yet paid: each holds one use until it is paid or given up.',
  per_page: 'How many rows a page of a list holds.',
  total: 'How many rows the whole list holds.',
  orders: 'How many orders.',
  number:
    "The number people see: an order's in its store (#1001 onwards), an invoice's or credit note's in its series (`2026-0001`).",
  token:
    "A token: in `authorization` the merchant's access token, in a buyer's session the buyer's bearer token, in a password reset the token from the mailed link.",
  price:
    'The price in cents: one number as the store shows prices (including VAT in a b2c store, excluding it in a b2b store), or both parts (`incl_vat`, `excl_vat`) where the shop shows it.',
  amount: 'The amount in cents.',
  test_mode:
    'Whether the store is in test mode (or the order or report is of test mode): test orders pay through test providers and are not counted as sales. In a store and its settings, an object holding `value`.',
  discount:
    "The discount code's part: on a cart line, the cents it takes off that line; on a cart or an order, the code and the cents it takes off in all; null when none applies.",
  vat: 'The VAT: as a number, cents of VAT; as an object, how the order was taxed and for which country.',
  product_type: 'The kind of item: `file`, `link`, `text` or `license_key`.',
  product_id: 'The id of the product it concerns.',
  product_name: 'The name of the product it concerns.',
  lines: "The order's lines, one per product.",
  line: "A line's place in the order's `lines`, from 0.",
  file: 'The file: in an upload, the file itself; in an answer, its name, size and type (null where there is none).',
  error:
    'Why it failed or was refused, as the one who refused said it (the payment provider, VIES, the endpoint, the licence check); null when nothing failed.',
  key: 'The licence key itself.',
  license: "A licence key item's settings and its pool's counts; null for every other kind of item.",
  license_key:
    'The licence key: in a request the key itself, in an answer the key with its state and limits.',
  order_id: 'The public id of the order it concerns; null where it concerns none.',
  provider: 'The payment provider: `test` (the built-in test provider), `mollie` or `stripe`.',
  withdrawal_waiver:
    "The consumer's consent to immediate delivery, giving up the right of withdrawal: required of a consumer when ordering; in an order, as they gave it (null when not asked).",
  image: 'The main image with its sizes; null when there is none.',
  event: "The event's topic, such as `order.paid`.",
  instance: 'The activation (instance) the request named or made; null when none.',
  storefront: 'The storefront asked for; null for the home page when the store has no home storefront.',
  days: 'How many days the period holds: 7, 30 or 90.',
  address: 'The street and house number.',
  company: "The buyer's company name; empty or null for a consumer.",
  vat_number:
    "A VAT number: the buyer's in a cart, an order and its details and a report's reverse-charge rows, the store's in its settings.",
  // Path parameters (`id` is named by the path itself, apps/api/src/plugins/openapi.ts).
  storeSlug: "The store's slug: its address, as in `<slug>.<platform domain>`.",
  cartSessionId: 'The cart session id that creating the cart answered.',
  orderId: "The order's public id (not its number), as the order's page and links hold it.",
  productId: "The product's id or its slug.",
  frontId: "The storefront's id or its slug; `home` for the store's home storefront.",
  itemId: "The product item's id.",
  imageId: "The product image's id.",
  invoiceId: "The invoice's or credit note's id.",
  keyId: "The licence key's id.",
  refundId: "The refund's id, as the order's `refunds` list it.",
  format:
    '`pdf` for the document as PDF, `xml` for its UBL file (Peppol BIS Billing 3.0, business buyers only).',
  // Common to many answers.
  data: 'The answer itself: every successful JSON answer puts what was asked for in `data`.',
  created_at: 'When it was created (ISO 8601, UTC).',
  updated_at: 'When it was last changed (ISO 8601, UTC).',
  page: 'The page of the list, from 1.',
  total_capped:
    'True when the search matched more than `total`, which is then a lower bound (shown as "1,000+").',
  store_id:
    "The store's id. In a request: the store the call acts on, one of the merchant's own (another store's id answers 404); with an API token it may be left out, the token's store being taken. In an answer: the store the object belongs to.",
  // Accounts and sessions.
  password: "The merchant's password (10 to 200 characters where a new one is set).",
  current_password: "The merchant's password now, to confirm a change of e-mail address or password.",
  new_password: 'The new password, 10 to 200 characters.',
  authorization: 'The access token to send as `Authorization: Bearer <token>` on merchant routes.',
  user: 'The merchant the session belongs to.',
  preferences: "The merchant's display choices, the same in every store they run.",
  locale: 'A language: `nl`, `en` or `de`.',
  login_token: 'The token of a mailed sign-in link, as the link holds it.',
  session_id: "The order's public id, whose sign-in link is asked for.",
  redirect_to_name: "Where the sign-in link leads: `order`, the order's page.",
  scopes: "What the API token may do: read or change a store's orders, products, storefronts or settings.",
  last_used_at: 'When the token was last used; null: never.',
  revoked_at: 'When the token was revoked; null while it works.',
  // Stores and their settings.
  slug: "The address: lowercase letters, digits and hyphens, unique in its kind (a store's is its subdomain).",
  business_type:
    '`b2c`: sells to consumers, prices include VAT. `b2b`: sells to businesses, prices exclude VAT.',
  settings: "The store's settings, each by its name.",
  primary_color: "The shop's main colour, as `#rrggbb`; null for the platform's.",
  store_logo:
    "The store's logo: in a request the id its upload answered (with its description), or null to remove it; in an answer the image with its sizes.",
  default_language:
    'The language the shop speaks to a visitor whose own it does not offer: `nl`, `en` or `de`.',
  vat_scheme:
    "`oss`: VAT of the buyer's EU country under the One-Stop-Shop; `domestic`: the store's own country's VAT (below the EU distance-selling threshold).",
  billing:
    "The merchant's business details that invoices and the shop name: legal name, address, VAT and company numbers, IBAN.",
  legal_name: "The business's registered name, as invoices name the seller.",
  postal_code: 'The postal code of the address.',
  city: 'The city of the address.',
  iban: 'The IBAN that invoices ask the buyer to pay to; empty for none.',
  coc_number: 'The company registration number (KvK in the Netherlands, SIREN in France, …).',
  checkout_fields: 'Which of the optional checkout fields the checkout asks, and whether each is required.',
  fields: 'Which of the optional checkout fields the checkout asks, and whether each is required.',
  terms_url: "The merchant's terms as a page of their own site; or `terms_text`, never both.",
  terms_text: "The merchant's terms as text, shown on the shop's legal page; '' for none.",
  privacy_url: "The merchant's privacy policy as a page of their own site; or `privacy_text`, never both.",
  privacy_text: "The merchant's privacy policy as text, shown on the shop's legal page; '' for none.",
  checkout_note: 'A note the checkout shows the buyer above the order button.',
  note: 'A note the checkout shows the buyer above the order button.',
  order_expiry_hours: 'Hours an order may stay unpaid before it expires and its reservation ends.',
  abandoned_reminder_hours:
    "Hours after which an unpaid order's buyer gets one reminder with the payment link; null: none.",
  email_sender_name: "The name the store's e-mails come from.",
  email_reply_to:
    "The address a buyer's reply to the store's e-mails goes to; null for the merchant's account address.",
  email_footer: 'Text at the foot of every e-mail of the store.',
  notification_emails: 'Addresses that get a mail on the events in `notification_events`.',
  notification_events: 'Which events mail the addresses in `notification_emails`.',
  embed_allowed_origins: 'Websites allowed to embed the shop: scheme, host and optional port, no path.',
  can_take_payments:
    'False for a live shop with no payment provider switched on: it says so, and takes no orders.',
  seller: 'Who sells, as every store page names them; null where a detail is not given.',
  legal: "The merchant's terms and privacy policy: where each is (a link or the shop's legal page).",
  checkout: 'What the checkout asks and shows, as the merchant set it up.',
  store_name: "The store's name.",
  store_slug: "The store's slug.",
  // Products and their items.
  translations: "The name and description in the store's other languages, by language.",
  vat_class:
    "The product's VAT class: `standard`, `ebook` (the reduced rate many EU countries give e-books) or `exempt`.",
  discount_type: "The product's own discount: none, a fixed lower price, or a percentage off.",
  discount_value:
    'The discount: the lower price in cents for `fixed_price`, the percentage for `percentage`, 0 for none.',
  archived_at:
    'When the merchant deleted a product that paid orders refer to: it is kept, read-only and hidden; null otherwise.',
  description_html:
    "The description (Markdown) as safe HTML in each language, with the store's language as the fallback.",
  original_price: 'The price before discount, when there is a discount; null otherwise.',
  incl_vat: 'Cents including VAT.',
  excl_vat: 'Cents excluding VAT.',
  position: 'Its place in the order shown, from 0.',
  image_ids: "The product's image ids in the order to show them; the first is the main image.",
  product_ids: 'The ids of the products it applies to (a storefront: shows), in order.',
  product_item_id: 'The item whose file this replaces; left out or empty to add a new file item.',
  update_existing_buyers:
    'Whether buyers who already paid receive the new version of the file (`true`/`false`).',
  mime_type: "The file's media type.",
  size: "The file's size in bytes.",
  width: 'The width in pixels.',
  height: 'The height in pixels.',
  subscription_interval:
    'How often a subscription is renewed and paid again: `month` or `year`; null for a one-time purchase. On a product, its first variant’s; on an order line, as ordered.',
  trial_days:
    'Days of a subscription’s free trial before its first charge; null: none. On an order line, the trial it was ordered with (null also when the buyer had one of the product before).',
  trial_ends_at: 'When the free trial ends and the first charge is due; null: it had no trial.',
  // Subscriptions (decision 079).
  interval: 'How often the subscription renews and is charged: `month` or `year`.',
  periods: 'How many periods have been paid, the first order included.',
  current_period_start: 'When the period paid for now began.',
  current_period_end: 'When the period paid for now ends: the next renewal, or the end of a cancelled one.',
  cancel_at_period_end: 'Whether the subscription ends at the end of its current period instead of renewing.',
  next_charge_at: 'When it is charged next; null once it ended or while it ends at its period end.',
  failed_charges: 'How many renewal charges in a row have failed (0 after a paid one).',
  cancelled_at: 'When a cancellation was asked for; null when none was.',
  ended_at: 'When it ended; null while it runs.',
  is_home: "Whether it is the store's home storefront, shown at the shop's root.",
  publication_status: '`published`: the shop shows it; `draft`: only the merchant sees it.',
  // Licence keys.
  license_source: '`pool`: keys the merchant adds; `pattern`: keys made at the sale from `license_pattern`.',
  license_pattern:
    'The form of keys made at the sale: `X` is a random character (at least 12), hyphens between groups.',
  license_prefix: 'Text put before each key made from the pattern; letters, digits, hyphens and underscores.',
  license_valid_days: 'Days a key stays valid from the moment it is handed out; null: it never expires.',
  activation_limit: 'How many instances (devices) one key may be activated on; null: no limit.',
  low_stock_threshold:
    'The pool counts as low, and the merchant is told, when it holds this many keys or fewer.',
  keys: 'Licence keys, one a line.',
  license_keys:
    "Licence keys. In a request: a pool item's first keys, one a line ('' for none). In an answer: the keys of the line, one per unit bought.",
  license_key_expiries: 'When each of `license_keys` stops working, in the same order; null: never.',
  license_keys_pending:
    'Keys still on their way: the pool ran dry, and they follow as the merchant adds keys.',
  added: 'How many keys were added.',
  duplicate_count:
    'How many keys were left out because the store already has them or the upload repeated them.',
  duplicates: 'The keys left out as duplicates: the first 20.',
  assigned_to_waiting: 'Of the added keys, how many went straight to paid orders that waited for one.',
  pool: "The item's pool of keys: how many are available, assigned, and waited for.",
  assigned: 'Keys handed out to orders.',
  waiting: 'Keys that paid orders still wait for, because the pool ran dry.',
  low: 'Whether the pool holds no more than its threshold (or is dry while orders wait).',
  source: '`pool`: keys the merchant adds; `pattern`: keys made at the sale.',
  pattern: 'The form of keys made at the sale (`X` a random character).',
  prefix: 'Text put before each key made from the pattern.',
  valid_days: 'Days a key stays valid from its hand-out; null: never expires.',
  activation_usage: 'How many instances the key is activated on now.',
  activations: 'How many instances the key is activated on now.',
  assigned_at: 'When the key was handed out to an order; null while it is not.',
  disabled_at: 'When the key was disabled; null while it is not.',
  instance_id: 'The id of an activation (instance), as activating the key answered it.',
  instance_name:
    'A name for the device the key is activated on, as the software chooses it (shown to the merchant).',
  activated: 'Always true: the key was activated on the instance.',
  deactivated: 'Always true: the instance was deactivated.',
  valid: 'Whether the key (and the instance, when given) is valid now.',
  key_hint: 'The start and end of the key, to recognise it; null where there is none.',
  // Carts, orders and VAT.
  products: 'The products of the cart with their quantities.',
  quantity: 'How many units.',
  unit_price:
    'The price of one unit in cents as the store shows prices: including VAT in a b2c store, excluding it in a b2b store.',
  total_excl_vat: 'Cents excluding VAT.',
  total_incl_vat: 'Cents including VAT.',
  total_vat: 'Cents of VAT.',
  totals: 'The sums of the lines after any discount: excluding VAT, VAT, and including VAT, in cents.',
  discount_code:
    "A discount code to apply; `null` or empty removes the cart's code, leaving it out keeps it. A code that does not apply is refused with the reason on this field.",
  customer_details: "The buyer's name, address and, for a business, company and VAT number.",
  customer_name: "The buyer's name.",
  buyer_name: "The buyer's name.",
  accept_terms: "The buyer accepts the store's terms; required when the store has terms.",
  treatment:
    "How the sale is taxed: `domestic` (the store's country's VAT), `oss` (the buyer's EU country's VAT), `reverse_charge` (a business in another EU country pays the VAT itself) or `outside_eu` (no EU VAT).",
  reverse_charge_possible:
    'Whether the checkout should offer company and VAT number fields for this country.',
  vat_details: 'Everything an invoice needs about the VAT, with the VIES check as evidence.',
  scheme: "The store's VAT scheme: `oss` or `domestic`.",
  buyer_country: "The buyer's country (ISO 3166-1 alpha-2): the country of consumption.",
  buyer_company: "The buyer's company; null for a consumer.",
  buyer_vat_number:
    "The buyer's VAT number with its country prefix, as an invoice shows it; null when none was given.",
  seller_country: "The store's country when the order was placed (ISO 3166-1 alpha-2).",
  seller_vat_number: "The store's VAT number when the order was placed; null when it had none.",
  check: "VIES's check of the buyer's VAT number; null when there was none to check.",
  checked_at: 'When VIES was asked.',
  country_code: "VIES's country code (EL for Greece).",
  request_identifier:
    "VIES's consultation number, which proves the check to a tax office; null when it gave none.",
  paid_at: 'When the order was paid; null while it is not.',
  order_number: "The order's number in the store (#1001 onwards); null where there is no order.",
  payments: "The order's payments through the payment provider.",
  payment_id: 'The payment this refund gives money back from.',
  provider_reference: "The provider's id of the refund; null until it has one.",
  refunds: "The order's refunds: by the merchant, of a payment that came in unmatched, or by the provider.",
  refunded_amount: 'Cents given back so far.',
  refunded_quantities: 'Per line of `lines`, how many units refunds by lines gave back, or are giving back.',
  unmatched: 'The payment succeeded for an order that could no longer take it (cancelled, or paid already).',
  retryable: 'Whether the merchant can send it again: it failed, or its sending stopped halfway.',
  reason:
    '`merchant`: the merchant refunded; `unmatched`: a payment the order could not take went back; `provider`: refunded at the provider.',
  actor: 'Who did it: the merchant, the buyer, the payment provider or the platform.',
  events: "The order's history, oldest first.",
  emails: 'The e-mails sent about the order.',
  subject: "The e-mail's subject.",
  sent_at: 'When the e-mail was handed to the mail server; null while it waits.',
  attempts: 'How many times it was tried.',
  delivered: 'Whether the endpoint answered the test event with a 2xx status.',
  buyer_access: 'Whether this caller may open what the order delivers (its goods and invoices).',
  downloads: "The buyer's downloads of the order's files.",
  item_name: 'The name of the item downloaded.',
  items: 'What the buyer receives, one entry per item.',
  actions: 'What the merchant may do with the order now, as its status and refunds allow.',
  recent_orders: "The buyer's latest orders, newest first.",
  customer:
    "The buyer's address key, as the customer list names them: the orders list takes it to show their orders.",
  total_spent: 'Cents including VAT of their paid orders (a refunded order no longer counts).',
  last_order_at: 'When they placed their latest order.',
  search: 'Text to look for.',
  archived:
    '`true` lists only archived products (deleted ones that paid orders refer to); else none of them.',
  ids: 'Only these products, as `ids=3,1,2`.',
  names: 'Only these settings, as `names=a,b` or repeated `names=a&names=b`; all when left out.',
  expires: 'When the download link expires (Unix seconds), as the signed link holds it.',
  signature: 'The signature of the download link, as the link holds it.',
  lang: "The e-mail's language; the merchant's own when left out.",
  reply_to:
    'The reply-to address: in the query, one to preview instead of the saved one; in the answer, the one the mail carries (null: none).',
  sender_name: 'The sender name to show instead of the saved one (not yet saved).',
  footer: 'The footer to show instead of the saved one (not yet saved).',
  html: "The whole e-mail as HTML, as the buyer's mail program gets it.",
  // Reports.
  quarter: 'The quarter, 1 to 4.',
  year: 'The calendar year, such as 2026.',
  oss: 'Consumer sales in other member states under OSS, per state of consumption and rate.',
  reverse_charge: 'Sales to businesses in other member states, reverse charged, per buyer.',
  by_treatment: "Every paid order of the quarter by how it was taxed; their sum is the quarter's sales.",
  taxable_amount: 'Cents excluding VAT on which the VAT is due.',
  threshold: "The EU's distance-selling threshold in cents excluding VAT (€10,000).",
  passed: "True once this year's sales are over the threshold: the store must charge VAT under OSS.",
  has_sales: 'Whether the store has sold anything at all, ever: until then its home shows a setup checklist.',
  series: 'One entry per day of the period, oldest first, days without sales included.',
  previous_series: 'The period before, day by day, in the same order.',
  current: 'The sums of the period asked.',
  previous: 'The sums of the period before it, as long.',
  revenue: 'Cents including VAT.',
  top_products: 'The best-selling products of the period, by revenue.',
  date: 'The day (`YYYY-MM-DD`, UTC).',
  until: 'The day after the last day of the period (UTC), exclusive.',
  issued_at: 'When the document was issued.',
  credits_number: 'The number of the invoice a credit note corrects; null for an invoice.',
  has_ubl: 'Whether a UBL (Peppol BIS Billing 3.0) file exists: for business buyers.',
  // Payment providers.
  configured: 'Whether the provider has its keys.',
  enabled: 'Whether it is switched on.',
  api_key: 'A new live key; left out, the stored key stays.',
  test_api_key: 'A new test key, used while the store is in test mode; left out, the stored one stays.',
  webhook_secret:
    "A new signing secret of the provider's webhook (Stripe's `whsec_…`); left out, the stored one stays.",
  test_webhook_secret: "A new signing secret of the provider's test webhook; left out, the stored one stays.",
  remove_test_keys: 'Forgets the test keys: test orders go back to the built-in test provider.',
  test_key_hint: 'The start and end of the test key, to recognise it; null when none is stored.',
  webhook_secret_hint: 'The start and end of the webhook secret, to recognise it; null when none is stored.',
  test_webhook_secret_hint:
    'The start and end of the test webhook secret, to recognise it; null when none is stored.',
  takes_test_payments:
    'Whether a test order of the store pays through this provider now: the built-in one, or one with test keys.',
  callback_url:
    'The address to register at the provider (Stripe), or the one sent with each payment (Mollie); null for the built-in test provider.',
  callback_events: 'The events to register for `callback_url`: exactly the ones the platform acts on.',
  ok: 'Whether the provider accepted the keys.',
  // Webhooks and jobs.
  secret:
    'The signing secret, shown this once: keep it to check the `webhook-signature` header of each delivery.',
  secret_hint: "The secret's prefix and last four characters, to tell secrets apart; never enough to sign.",
  endpoint_id: 'The webhook endpoint it was sent to.',
  event_id: 'The id of the event, the same in every delivery of it, so a receiver can drop repeats.',
  last_attempt_at: 'When it was last tried; null before the first try.',
  next_attempt_at: 'When it will be tried again; null when it will not.',
  last_error: 'Why the last try failed; null when it did not.',
  response_status: "The HTTP status of the endpoint's answer; null when none came.",
  response_excerpt: "The start of the endpoint's answer body (300 characters at most); null when none came.",
  attempted_at: 'When it was sent.',
  duration_ms: 'How long the endpoint took to answer, in milliseconds.',
  about:
    "What it was about: an event's topic and handler, a mail's recipient and subject, a delivery's event and endpoint URL.",
};
