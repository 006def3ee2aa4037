export {
  findOrderItem,
  listOrderItems,
  productWasBought,
  updateBuyersFile,
  type FileFields,
} from './purchases.repository.js';
export { recordPurchasedGoods, releaseFiles } from './purchases.service.js';
