export { goodsSold } from './goods-sold.js';
export { findOrderItem, listOrderItems } from './purchases.repository.js';
export { subscribePurchasedGoods } from './subscriptions.js';
