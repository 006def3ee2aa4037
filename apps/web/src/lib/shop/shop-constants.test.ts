import { HOME_FRONT_ID as CONTRACT_HOME_FRONT_ID, MAX_CART_QUANTITY } from '@platform/contract';
import { expect, it } from 'vitest';
import { HOME_FRONT_ID, MAX_QUANTITY } from './shop-constants';

it('repeats the contract: 99 per cart line, "home" for the home page', () => {
  expect(MAX_QUANTITY).toBe(MAX_CART_QUANTITY);
  expect(HOME_FRONT_ID).toBe(CONTRACT_HOME_FRONT_ID);
});
