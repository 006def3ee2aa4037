import { routeAddresses } from './route.js';
import type { subscriptionShapes } from './subscriptions-shapes.js';

/** A store's subscriptions as the merchant sees and ends them (decision 082). */
export const subscriptionRoutes = routeAddresses<typeof subscriptionShapes>()({
  subscriptions: { method: 'GET', path: '/v1/admin/subscription', auth: 'merchant' },
  subscriptionMrr: { method: 'GET', path: '/v1/admin/subscription/mrr', auth: 'merchant' },
  subscription: { method: 'GET', path: '/v1/admin/subscription/:id', auth: 'merchant' },
  subscriptionAction: { method: 'POST', path: '/v1/admin/subscription/:id/:action', auth: 'merchant' },
});
