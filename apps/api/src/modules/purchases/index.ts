export { findOrderItem, listOrderItems, productWasBought, updateBuyersFile } from './purchases.repository.js';
export { recordPurchasedGoods, releaseFiles } from './purchases.service.js';
