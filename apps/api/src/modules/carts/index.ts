export { cartsRoutes } from './carts.routes.js';
export {
  getCart,
  priceCart,
  readCart,
  requireOrderableTotal,
  type PricedCart,
  type StoredCart,
} from './carts.service.js';
