export { createWebhookDeliveryJob } from './delivery-job.js';
export { subscribeMerchantWebhooks } from './subscriptions.js';
export { merchantWebhooksRoutes } from './webhooks.routes.js';
