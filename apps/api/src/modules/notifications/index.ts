export { mailPreviewRoutes } from './mail-preview.routes.js';
export { subscribeOrderMails } from './subscriptions.js';
