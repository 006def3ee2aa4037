import { HOME_FRONT_ID as CONTRACT_HOME_FRONT_ID } from '@platform/contract';
import { expect, it } from 'vitest';
import { HOME_FRONT_ID } from './get-front';

it("names the store's home page the way the contract does", () => {
  expect(HOME_FRONT_ID).toBe(CONTRACT_HOME_FRONT_ID);
});
