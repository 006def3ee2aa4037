import { routeAddresses } from './route.js';
import { storeScopedAddresses } from './store-scoped.js';
import type { webhookShapes } from './webhooks-shapes.js';

/** A store's webhook endpoints and what was delivered to them (decision 037). */
export const webhookRoutes = routeAddresses<typeof webhookShapes>()({
  ...storeScopedAddresses('/v1/admin/webhook-endpoint', ['list', 'create', 'update', 'remove']),
  /** The one answer besides the creation that holds the secret; no API token may ask it. */
  rotateSecret: { method: 'POST', path: '/v1/admin/webhook-endpoint/:id/rotate-secret', auth: 'merchant' },
  deliveries: { method: 'GET', path: '/v1/admin/webhook-endpoint/:id/delivery', auth: 'merchant' },
  attempts: { method: 'GET', path: '/v1/admin/webhook-delivery/:id/attempt', auth: 'merchant' },
  resend: { method: 'POST', path: '/v1/admin/webhook-delivery/:id/resend', auth: 'merchant' },
  sendTest: { method: 'POST', path: '/v1/admin/webhook-endpoint/:id/test', auth: 'merchant' },
});
