export { mailPreviewRoutes } from './mail-preview.routes.js';
export { subscribeOrderMails } from './subscriptions.js';
export { subscribeSubscriptionMails } from './subscription-mails.js';
