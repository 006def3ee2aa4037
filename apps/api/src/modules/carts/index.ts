export { findCart } from './carts.repository.js';
export { cartsRoutes } from './carts.routes.js';
export { cartView, getCart, requireOrderableTotal } from './carts.service.js';
