export { subscribeOrderMails } from './subscriptions.js';
