export { goodsSold } from './goods-sold.js';
export { findOrderItem, listOrderItems } from './purchases.service.js';
export { subscribePurchasedGoods } from './subscriptions.js';
