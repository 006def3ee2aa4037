export { discountCodesRoutes } from './discount-codes.routes.js';
export {
  priceDiscount,
  spreadDiscount,
  type DiscountCodeRow,
  type DiscountOutcome,
} from './discount-pricing.js';
export { reserveDiscountUse, subscribeDiscountCodes } from './discount-uses.js';
export { findDiscountCodeByText } from './discounts.repository.js';
