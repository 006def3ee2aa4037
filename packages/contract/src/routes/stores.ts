import { routeAddresses } from './route.js';
import type { storeShapes } from './stores-shapes.js';

/** A merchant's stores, each store's settings and its payment providers. */
export const storeRoutes = routeAddresses<typeof storeShapes>()({
  stores: { method: 'GET', path: '/v1/admin/store', auth: 'merchant' },
  createStore: { method: 'POST', path: '/v1/admin/store', auth: 'merchant' },
  store: { method: 'GET', path: '/v1/admin/store/:id', auth: 'merchant' },
  updateStore: { method: 'PUT', path: '/v1/admin/store/:id', auth: 'merchant' },
  settings: { method: 'GET', path: '/v1/admin/settings', auth: 'merchant' },
  saveSettings: { method: 'POST', path: '/v1/admin/settings', auth: 'merchant' },
  testEmail: { method: 'POST', path: '/v1/admin/settings/test-email', auth: 'merchant' },
  mailPreview: { method: 'GET', path: '/v1/admin/mail-preview/:kind', auth: 'merchant' },
  paymentProviders: { method: 'GET', path: '/v1/admin/payment-providers', auth: 'merchant' },
  savePaymentProvider: { method: 'PUT', path: '/v1/admin/payment-providers/:provider', auth: 'merchant' },
  checkPaymentProvider: {
    method: 'POST',
    path: '/v1/admin/payment-providers/:provider/check',
    auth: 'merchant',
  },
});
