export {
  findOrderItem,
  itemWasDelivered,
  listOrderItems,
  productWasBought,
  updateBuyersFile,
} from './purchases.repository.js';
export { releaseFiles } from './purchases.service.js';
export { subscribePurchasedGoods } from './subscriptions.js';
