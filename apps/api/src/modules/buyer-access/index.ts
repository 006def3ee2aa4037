export { canOpenGoods, credentialsOf, requireBuyersPaidOrder } from './buyer-access.js';
export { buyerAccessRoutes } from './buyer-access.routes.js';
export { listDownloads } from './purchased-goods.service.js';
export { loginMailLayout, queueLoginMail } from './login-links.js';
export { ORDER_ACCESS_HEADER, orderAccessCookie } from './order-access-cookie.js';
export { createReceiptLinks } from './receipt-links.js';
