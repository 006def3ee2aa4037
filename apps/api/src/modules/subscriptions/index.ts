export { endedSubscriptionGoods } from './ended-goods.js';
export { subscribeSubscriptions } from './event-handlers.js';
export { createRenewalRunner } from './renewal-job.js';
export { subscriptionAdminRoutes } from './subscription-admin.routes.js';
export { cancelAtPeriodEnd, cancelSubscriptionNow, resumeSubscription } from './subscription-actions.js';
export { productsSubscribedBy } from './subscriptions.repository.js';
export {
  changeBuyersPaymentMethod,
  changeBuyersSubscription,
  subscriptionsOfBuyer,
} from './buyer-subscriptions.js';
