import { routeAddresses } from './route.js';
import type { shopShapes } from './shop-shapes.js';

/** The shop's routes: a store's public answers, its cart and checkout, and the buyer's orders. */
export const shopRoutes = routeAddresses<typeof shopShapes>()({
  store: { method: 'GET', path: '/v1/store/:storeSlug', auth: 'public' },
  legal: { method: 'GET', path: '/v1/store/:storeSlug/legal', auth: 'public' },
  front: { method: 'GET', path: '/v1/store/:storeSlug/front/:frontId', auth: 'public' },
  product: { method: 'GET', path: '/v1/store/:storeSlug/product/:productId', auth: 'public' },
  /** Without a session the cart is made (201); with one it is saved (200). */
  saveCart: { method: 'POST', path: '/v1/store/:storeSlug/cart/:cartSessionId?', auth: 'public' },
  cart: { method: 'GET', path: '/v1/store/:storeSlug/cart/:cartSessionId', auth: 'public' },
  placeOrder: { method: 'POST', path: '/v1/store/:storeSlug/order/:cartSessionId', auth: 'public' },
  order: { method: 'GET', path: '/v1/store/:storeSlug/order/:orderId', auth: 'public' },
  paymentLink: {
    method: 'POST',
    path: '/v1/store/:storeSlug/order/:cartSessionId/payment-link',
    auth: 'public',
  },
  emailLogin: { method: 'POST', path: '/v1/store/:storeSlug/email-login', auth: 'public' },
  renewLoginLink: { method: 'POST', path: '/v1/store/:storeSlug/email-login/renew', auth: 'public' },
  customerLogin: { method: 'POST', path: '/v1/auth/customer/login', auth: 'public' },
  library: { method: 'GET', path: '/v1/store/:storeSlug/orders', auth: 'public' },
  libraryLogin: { method: 'POST', path: '/v1/store/:storeSlug/orders/email-login', auth: 'public' },
  librarySubscriptions: { method: 'GET', path: '/v1/store/:storeSlug/subscriptions', auth: 'public' },
  librarySubscriptionAction: {
    method: 'POST',
    path: '/v1/store/:storeSlug/subscription/:subscriptionId/:action',
    auth: 'public',
  },
  libraryPaymentMethod: {
    method: 'POST',
    path: '/v1/store/:storeSlug/subscription/:subscriptionId/change-payment-method',
    auth: 'public',
  },
  orderProducts: { method: 'GET', path: '/v1/store/:storeSlug/order/:orderId/products', auth: 'public' },
  download: { method: 'GET', path: '/v1/store/:storeSlug/order/:orderId/download/:itemId', auth: 'public' },
  orderInvoices: { method: 'GET', path: '/v1/store/:storeSlug/order/:orderId/invoices', auth: 'public' },
  orderInvoice: {
    method: 'GET',
    path: '/v1/store/:storeSlug/order/:orderId/invoice/:invoiceId/:format',
    auth: 'public',
  },
});
