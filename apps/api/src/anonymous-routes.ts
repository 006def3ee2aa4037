/** How an anonymous route is kept from abuse: the limits it counts (numbers and key), or why it needs none. */
export type AnonymousAccess = { limit: string } | { reason: string };

const UNGUESSABLE_ORDER = 'needs the order id, 32 random bytes; a wrong one is a 404 from one indexed read';
const WEB_BUILD = 'files of the web build, read from disk and cached for a year (hashed names) by browsers';
const SIGN_IN_LIMIT =
  'LOGIN_LIMIT_PER_ADDRESS (100) per client address and, with an e-mail, LOGIN_LIMIT_PER_EMAIL (10) per address, per LOGIN_LIMIT_WINDOW_SECONDS (15 min)';
const SIGN_IN_MAILS =
  'only a request that sends a link counts: 5 per store and e-mail address and 50 per client address a quarter of an hour';
const LICENCE_API = '60 calls per client address and 60 per licence key a minute';
const DEVELOPMENT_ONLY =
  'development machines only (plain http at a loopback host, asked from the machine itself); 404 everywhere else';
const DOCS = 'the API description, built once at start from the contract; no data, no database';

/**
 * Every route reachable without a merchant's session or API token (no `config.auth`), by method and
 * pattern as registered, with its limits or the reason it needs none. Decision 045 is this table in
 * prose; anonymous-routes.test.ts fails on a route that is missing here and on an entry no route has,
 * so a new anonymous route cannot go live without one or the other.
 */
export const ANONYMOUS_ROUTES: Readonly<Record<string, AnonymousAccess>> = {
  // The shop's public reads: served from the content cache, the same for every shopper (decision 030).
  'GET /v1/store/:storeSlug': { reason: 'the public store, from the content cache' },
  'GET /v1/store/:storeSlug/legal': { reason: "the store's terms and privacy texts, from the content cache" },
  'GET /v1/store/:storeSlug/front/:frontId': { reason: 'a public storefront, from the content cache' },
  'GET /v1/store/:storeSlug/product/:productId': { reason: 'a public product, from the content cache' },

  // Cart and checkout.
  'POST /v1/store/:storeSlug/cart/:cartSessionId?': {
    limit:
      'failed discount codes: DISCOUNT_LIMIT_PER_ADDRESS (20) per client address and 10 per cart a quarter of an hour, 429 after (right codes count nothing); saves without a code are not limited: a cart is the shop’s most frequent write, one row and its lines',
  },
  'GET /v1/store/:storeSlug/cart/:cartSessionId': {
    reason: 'needs the cart id, a random UUID; a read of one cart',
  },
  'POST /v1/store/:storeSlug/order/:cartSessionId': {
    limit: 'ORDER_LIMIT_PER_ADDRESS (30) orders placed in one store per client address an hour',
  },
  'GET /v1/store/:storeSlug/order/:orderId': { reason: UNGUESSABLE_ORDER },
  'POST /v1/store/:storeSlug/order/:cartSessionId/payment-link': {
    limit: '20 payment links per order a quarter of an hour (each asks the provider about the open payment)',
  },
  'GET /v1/store/:storeSlug/order/:orderId/pay': {
    limit: `the reminder's link: ${UNGUESSABLE_ORDER}; then the payment link's 20 per order a quarter of an hour`,
  },

  // Payments: the providers' callbacks and the test provider's page.
  'POST /v1/payments/mollie/webhook': {
    reason:
      'Mollie posts only an id: one unknown to the platform is answered without asking Mollie; a known one is fetched from Mollie, which alone says its state',
  },
  'POST /v1/payments/stripe/webhook': {
    reason:
      'an event names a payment of the platform and must carry the store’s Stripe signature, checked before anything changes',
  },
  'GET /v1/payments/test/:reference': { reason: 'needs the payment reference, 32 random bytes' },
  'POST /v1/payments/test/:reference': {
    reason:
      'needs the payment reference, 32 random bytes; pays only an order placed in test mode while its store is in it',
  },

  // The buyer: sign-in links, orders, goods and invoices.
  'POST /v1/store/:storeSlug/email-login': { limit: SIGN_IN_MAILS },
  'POST /v1/store/:storeSlug/email-login/renew': { limit: SIGN_IN_MAILS },
  'POST /v1/store/:storeSlug/orders/email-login': { limit: SIGN_IN_MAILS },
  'POST /v1/auth/customer/login': {
    reason: 'needs a sign-in link’s token, 32 random bytes, usable once within 15 minutes',
  },
  'GET /v1/store/:storeSlug/orders': {
    reason: 'needs a buyer’s access token (random, stored hashed); 401 without',
  },
  'GET /v1/store/:storeSlug/subscriptions': {
    reason: 'needs a buyer’s access token (random, stored hashed); 401 without',
  },
  'POST /v1/store/:storeSlug/subscription/:subscriptionId/:action': {
    reason: 'needs a buyer’s access token, and changes only a subscription of its address (decision 081)',
  },
  'POST /v1/store/:storeSlug/subscription/:subscriptionId/change-payment-method': {
    limit:
      'needs a buyer’s access token for a subscription of its address; then 20 a subscription a quarter of an hour (each asks the provider), as payment links',
  },
  'GET /v1/store/:storeSlug/order/:orderId/products': {
    reason: 'needs the order’s access cookie (signed) or a buyer’s access token',
  },
  'GET /v1/store/:storeSlug/order/:orderId/download/:itemId': {
    reason: 'needs a download link signed under APP_KEY that has not expired',
  },
  'GET /v1/store/:storeSlug/order/:orderId/invoices': {
    reason: 'needs the order’s access cookie (signed) or a buyer’s access token',
  },
  'GET /v1/store/:storeSlug/order/:orderId/invoice/:invoiceId/:format': {
    reason: 'needs the order’s access cookie (signed) or a buyer’s access token',
  },
  'GET /v1/store/:storeSlug/reminders/unsubscribe': { reason: 'needs the link’s signature under APP_KEY' },
  'POST /v1/store/:storeSlug/reminders/unsubscribe': { reason: 'needs the link’s signature under APP_KEY' },

  // The merchant's way in.
  'POST /v1/auth/merchant/register': { limit: SIGN_IN_LIMIT },
  'POST /v1/auth/merchant/login': { limit: SIGN_IN_LIMIT },
  'POST /v1/auth/merchant/password-reset': {
    limit: `${SIGN_IN_LIMIT}; reset mails per e-mail address besides (decision 023)`,
  },
  'POST /v1/auth/merchant/password-reset/confirm': { limit: SIGN_IN_LIMIT },
  'POST /v1/auth/refresh-token': {
    reason:
      'needs the refresh cookie, 32 random bytes, and the XSRF header; a reused one ends its sign-in (decision 015)',
  },

  // The licence API that merchants' programs call (decision 039).
  'POST /v1/licenses/validate': { limit: LICENCE_API },
  'POST /v1/licenses/activate': { limit: LICENCE_API },
  'POST /v1/licenses/deactivate': { limit: LICENCE_API },

  // Operations.
  'GET /healthz': { reason: 'answers a constant, asks nothing' },
  'GET /readyz': {
    reason:
      'the orchestrator’s probe: one query, one Redis PING and a storage check, each cut off after a second',
  },

  // Development machines only.
  'GET /dev/mailbox': { reason: DEVELOPMENT_ONLY },
  'GET /dev/mailbox/:id': { reason: DEVELOPMENT_ONLY },
  'POST /dev/demo-store': { reason: DEVELOPMENT_ONLY },

  // Files, the web app and the API description.
  'GET /media/*': {
    reason:
      'public images under random keys, immutable and cached for a year; a key the server could not have made is a 404 without a look',
  },
  'GET /*': {
    reason:
      'the web app’s page: the shop’s pages (and the embedded shop) read from the content cache, like the shop’s API; other hosts get a file',
  },
  'GET /<file of the web build>': { reason: WEB_BUILD },
  'GET /docs': { reason: DOCS },
  'GET /docs/static/*': { reason: DOCS },
  'GET /docs/static/index.html': { reason: DOCS },
  'GET /docs/static/swagger-initializer.js': { reason: DOCS },
  'GET /docs/json': { reason: DOCS },
  'GET /docs/yaml': { reason: DOCS },
};
