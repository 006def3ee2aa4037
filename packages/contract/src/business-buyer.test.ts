import { describe, expect, it } from 'vitest';
import { isBusinessBuyer, missingBusinessAddress } from './business-buyer.js';

describe('a business buyer (decision 052)', () => {
  it('is one who gives a company or a VAT number; spaces alone give neither', () => {
    expect(isBusinessBuyer({ company: 'Klant BV' })).toBe(true);
    expect(isBusinessBuyer({ vat_number: 'NL859876543B01' })).toBe(true);
    expect(isBusinessBuyer({ company: '  ', vat_number: '' })).toBe(false);
    expect(isBusinessBuyer({})).toBe(false);
  });

  it('misses each part of the address it left empty; a consumer misses none', () => {
    expect(missingBusinessAddress({ company: 'Klant BV', city: ' ' })).toEqual([
      'address',
      'postal_code',
      'city',
    ]);
    expect(missingBusinessAddress({ vat_number: 'NL859876543B01', address: 'Herengracht 12' })).toEqual([
      'postal_code',
      'city',
    ]);
    expect(
      missingBusinessAddress({
        company: 'Klant BV',
        address: 'Herengracht 12',
        postal_code: '1015 BN',
        city: 'Amsterdam',
      }),
    ).toEqual([]);
    expect(missingBusinessAddress({ company: ' ' })).toEqual([]);
  });
});
