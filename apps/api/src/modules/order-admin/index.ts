export { adminOrdersRoutes } from './admin-orders.routes.js';
export { orderReportsRoutes } from './order-reports.routes.js';
