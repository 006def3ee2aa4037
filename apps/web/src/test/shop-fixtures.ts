import type { PublicSeller, PublicStore } from '@platform/contract';

/** A seller as a store without billing details beyond its legal name and country answers it. */
export const seller: PublicSeller = {
  name: 'Atelier Noor B.V.',
  address: null,
  postal_code: null,
  city: null,
  country: 'NL',
  email: null,
  vat_number: null,
  coc_number: null,
};

/**
 * The public store the shop's pages are opened in: a consumer shop whose checkout asks nothing beyond
 * the defaults. The page's host is `localhost`, so the store's slug is too.
 */
export const publicStore = (changes: Partial<PublicStore> = {}): PublicStore => ({
  name: 'Atelier Noor',
  slug: 'localhost',
  test_mode: { value: false },
  can_take_payments: true,
  settings: { business_type: 'b2c', store_logo: null, primary_color: null },
  default_language: 'nl',
  checkout: { fields: { company: 'hidden', vat_number: 'hidden', address: 'hidden' }, note: '' },
  seller,
  legal: { terms: null, privacy: null },
  ...changes,
});
