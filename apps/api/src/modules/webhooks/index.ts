export { createWebhookSender } from './delivery-sender.js';
export { subscribeMerchantWebhooks } from './subscriptions.js';
export { merchantWebhooksRoutes } from './webhooks.routes.js';
