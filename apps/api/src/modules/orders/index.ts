export { changeOrderStatus } from './order-status.js';
export { createOrderExpiryJob } from './order-expiry.js';
export { orderHistory, recordOrderEvent } from './order-history.js';
export { recordPlacedOrder, type NewOrder, type NewOrderLine } from './order-placement.js';
export { orderSnapshotOf } from './order-snapshot.js';
export {
  customerDetailsOf,
  orderDiscount,
  orderTotals,
  orderVatOf,
  toOrderLine,
  withdrawalWaiverOf,
} from './order-views.js';
export {
  customerKey,
  findOrder,
  findOrderByCart,
  findRenewalOrder,
  hasPaidOrder,
  listOrderLines,
  listOrders,
  listOrdersBefore,
  markOrderReminded,
  selectedOrdersAfter,
} from './order-records.js';
export { ordersRoutes, type BuyerAccess } from './orders.routes.js';
export { paidOrdersOf, publicOrderView } from './public-order.js';
export { UNPAID, unpaidOrdersJob } from './unpaid-orders-job.js';
