/**
 * The contract's MAX_CART_QUANTITY and HOME_FRONT_ID, repeated here because the contract module that
 * exports them builds zod schemas on load, which would pull zod into the shop's bundle. The test
 * beside this file keeps them equal.
 */
export const MAX_QUANTITY = 99;
export const HOME_FRONT_ID = 'home';
