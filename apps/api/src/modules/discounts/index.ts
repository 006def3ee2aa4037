export { discountCodesRoutes } from './discount-codes.routes.js';
export {
  priceDiscount,
  spreadDiscount,
  type DiscountCodeRow,
  type DiscountOutcome,
} from './discount-pricing.js';
export { tryDiscountCode } from './code-attempts.js';
export { DISCOUNT_HOLD_MINUTES, findDiscountCodeForSale, releaseLapsedHolds } from './discount-holds.js';
export { reserveDiscountUse, subscribeDiscountCodes } from './discount-uses.js';
