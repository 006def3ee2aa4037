export { canOpenGoods, credentialsOf, requireBuyersPaidOrder } from './buyer-access.js';
export { customersRoutes } from './customers.routes.js';
export { listDownloads } from './customers.service.js';
export { queueLoginMail } from './login-links.js';
export { orderAccessCookie } from './order-access-cookie.js';
export { createReceiptLinks } from './receipt-links.js';
