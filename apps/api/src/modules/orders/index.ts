export { adminOrdersRoutes } from './admin-orders.routes.js';
export { changeOrderStatus } from './order-status.js';
export { findOrder, findOrderByCart, insertOrderEvent, listOrderLines } from './orders.repository.js';
export { ordersRoutes } from './orders.routes.js';
export { createOrderExpiryJob } from './order-expiry.js';
