import { describe, expect, it } from 'vitest';
import { missingSellerDetails } from './seller-details.js';

const complete = {
  legal_name: 'Atelier B.V.',
  address: 'Keizersgracht 1',
  postal_code: '1015 AA',
  city: 'Amsterdam',
  country: 'NL',
  vat_number: 'NL123456789B01',
  coc_number: '12345678',
  iban: '',
};

describe('what a seller lacks to invoice', () => {
  it('is nothing for a complete Dutch seller, and every field for one with no details', () => {
    expect(missingSellerDetails(complete, 'NL')).toEqual({});
    expect(missingSellerDetails(undefined, 'NL')).toEqual({
      legal_name: 'required',
      address: 'required',
      postal_code: 'required',
      city: 'required',
      vat_number: 'required',
      coc_number: 'required',
    });
  });

  it('asks a KvK number of 8 digits of a Dutch seller, and a SIREN with its check digit of a French one', () => {
    expect(missingSellerDetails({ ...complete, coc_number: ' ' }, 'NL')).toEqual({ coc_number: 'required' });
    expect(missingSellerDetails({ ...complete, coc_number: '1234567' }, 'NL')).toEqual({
      coc_number: 'kvk_number_format',
    });
    expect(missingSellerDetails({ ...complete, coc_number: '1234 5678' }, 'NL')).toEqual({});
    const french = { ...complete, country: 'FR', vat_number: 'FR44732829320' };
    expect(missingSellerDetails({ ...french, coc_number: '732 829 320' }, 'FR')).toEqual({});
    expect(missingSellerDetails({ ...french, coc_number: '732829321' }, 'FR')).toEqual({
      coc_number: 'siren_format',
    });
  });

  it("follows the store's country for the registration, whatever country the details still hold, and asks none elsewhere", () => {
    const german = { ...complete, vat_number: 'DE123456789', coc_number: '' };
    expect(missingSellerDetails(german, 'DE')).toEqual({});
    expect(missingSellerDetails({ ...german, country: 'DE' }, 'FR')).toEqual({ coc_number: 'required' });
  });

  it('never counts the country as missing: the store has one (decision 078)', () => {
    expect(missingSellerDetails({ ...complete, country: null }, 'NL')).toEqual({});
    expect(missingSellerDetails({ ...complete, country: undefined }, 'NL')).toEqual({});
  });
});
