import { EU_COUNTRIES } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { buyerEndpoint, sellerEndpoint, sellerRegistration } from './peppol-identifiers.js';
import type { InvoiceParty } from './snapshot.js';

/**
 * The Peppol addresses of decision 054, for a VAT number of each member state in the form VIES
 * checks: the scheme the EAS code list gives that state, and the identifier in the form the Peppol
 * rules check (PEPPOL-COMMON-R042 for Denmark's CVR, R049 for Sweden's organisation number).
 */

/** A well-formed VAT number of each member state, as the checkout keeps it (with its VIES prefix). */
const VAT_NUMBERS: Record<string, string> = {
  AT: 'ATU12345678',
  BE: 'BE0403219694',
  BG: 'BG123456789',
  CY: 'CY12345678X',
  CZ: 'CZ12345678',
  DE: 'DE123456789',
  DK: 'DK12345678',
  EE: 'EE123456789',
  ES: 'ESX1234567X',
  FI: 'FI12345678',
  FR: 'FR40303265045',
  GR: 'EL123456789',
  HR: 'HR12345678901',
  HU: 'HU12345678',
  IE: 'IE1234567T',
  IT: 'IT00743110157',
  LT: 'LT123456789',
  LU: 'LU12345678',
  LV: 'LV12345678901',
  MT: 'MT12345678',
  NL: 'NL123456789B01',
  PL: 'PL1234567890',
  PT: 'PT123456789',
  RO: 'RO1234567',
  SE: 'SE556036079301',
  SI: 'SI12345678',
  SK: 'SK1234567890',
};

const party = (country: string, vat: string | null, coc: string | null = null): InvoiceParty => ({
  name: 'Party',
  company: 'Party Ltd',
  address: 'Street 1',
  postal_code: '1000',
  city: 'City',
  country,
  vat_number: vat,
  coc_number: coc,
  email: 'party@example.com',
});

describe('Peppol addresses from the EAS code list', () => {
  it('addresses a business in every member state by its VAT number in that state’s scheme', () => {
    expect(Object.keys(VAT_NUMBERS).sort()).toEqual([...EU_COUNTRIES].sort());
    const endpoints = Object.fromEntries(
      EU_COUNTRIES.map((country) => [country, buyerEndpoint(party(country, VAT_NUMBERS[country]!))]),
    );
    expect(endpoints).toMatchObject({
      NL: { scheme: '9944', id: 'NL123456789B01' },
      DE: { scheme: '9930', id: 'DE123456789' },
      FR: { scheme: '9957', id: 'FR40303265045' },
      BE: { scheme: '9925', id: 'BE0403219694' },
      GR: { scheme: '9933', id: 'EL123456789' },
      IT: { scheme: '0211', id: 'IT00743110157' },
      FI: { scheme: '0213', id: 'FI12345678' },
      ES: { scheme: '9920', id: 'ESX1234567X' },
      HU: { scheme: '9910', id: 'HU12345678' },
      // Denmark's scheme is the CVR number, Sweden's the organisation number: digits only.
      DK: { scheme: '0184', id: '12345678' },
      SE: { scheme: '0007', id: '5560360793' },
    });
    for (const endpoint of Object.values(endpoints)) expect(endpoint?.scheme).toMatch(/^\d{4}$/);
    // Typed without its prefix or with spaces, the number is written as the scheme wants it.
    expect(buyerEndpoint(party('DE', '123 456 789'))).toEqual({ scheme: '9930', id: 'DE123456789' });
  });

  it('gives no address to a business without a VAT number, with one of no member state’s form, or outside the EU', () => {
    expect(buyerEndpoint(party('FR', null))).toBeNull();
    expect(buyerEndpoint(party('DE', 'DE12'))).toBeNull();
    expect(buyerEndpoint(party('US', 'US123456789'))).toBeNull();
  });

  it('addresses a Dutch seller by its KvK number and others by their VAT number; registrations carry their register’s scheme', () => {
    expect(sellerEndpoint(party('NL', 'NL123456789B01', '12345678'))).toEqual({
      scheme: '0106',
      id: '12345678',
    });
    expect(sellerEndpoint(party('NL', 'NL123456789B01', null))).toEqual({
      scheme: '9944',
      id: 'NL123456789B01',
    });
    expect(sellerEndpoint(party('FR', 'FR40303265045', '303 265 045'))).toEqual({
      scheme: '9957',
      id: 'FR40303265045',
    });
    expect(sellerRegistration(party('FR', null, '303 265 045'))).toEqual({ scheme: '0002', id: '303265045' });
    expect(sellerRegistration(party('BE', null, '0403.219.694'))).toEqual({
      scheme: '0208',
      id: '0403219694',
    });
    // A SIREN and a Belgian number whose check digits fail, and a German register entry: no scheme.
    expect(sellerRegistration(party('FR', null, '303265046'))).toEqual({ scheme: null, id: '303265046' });
    expect(sellerRegistration(party('BE', null, '0403219695'))).toEqual({ scheme: null, id: '0403219695' });
    expect(sellerRegistration(party('DE', null, 'HRB 12345'))).toEqual({ scheme: null, id: 'HRB 12345' });
  });
});
