import {
  COUNTRY_CODES,
  discountedPrice,
  EU_COUNTRIES,
  MAX_CART_QUANTITY,
  MAX_PRICE_CENTS,
  splitVat,
  VAT_CLASSES,
  VAT_SCHEMES,
  vatRateFor,
  vatTreatmentFor,
  type BusinessType,
  type DiscountType,
  type VatParties,
} from '@platform/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargeLine, type ChargeableProduct, type SaleVatTerms } from './sale-vat.js';

/**
 * Properties of a line's amounts in a sale (decision 029, with decision 040's code share): the rate
 * follows the buyer, a reverse charge or a buyer outside the EU pays no VAT, a b2c store's consumer pays
 * the price shown in every country, and a code's share comes off the line in the store's basis.
 */

const euCountry = fc.constantFrom(...EU_COUNTRIES);
const country = fc.oneof(euCountry, fc.constantFrom(...COUNTRY_CODES));

/** The sale's terms as `saleVatTerms` gives them once VIES has answered (or was not asked). */
const saleTerms: fc.Arbitrary<SaleVatTerms> = fc
  .record({
    parties: fc.record({
      sellerCountry: country,
      scheme: fc.constantFrom(...VAT_SCHEMES),
      buyerCountry: fc.oneof(euCountry, country),
      validVatNumber: fc.boolean(),
    }),
    // Either side of the changes of 1 January 2026 (decision 029's rates by date).
    date: fc.constantFrom('2025-12-31', '2026-01-01', '2026-07-01'),
  })
  .map(({ parties, date }: { parties: VatParties; date: string }) => ({
    parties,
    treatment: vatTreatmentFor(parties),
    scheme: parties.scheme,
    sellerVatNumber: null,
    sellerComplete: false,
    buyerVatNumber: null,
    vatNumberState: parties.validVatNumber ? 'valid' : 'none',
    check: null,
    date,
  }));

const price = fc.integer({ min: 0, max: MAX_PRICE_CENTS });
const product: fc.Arbitrary<ChargeableProduct> = fc
  .record({
    price,
    vat_class: fc.constantFrom(...VAT_CLASSES),
    discount: fc.oneof(
      fc.record({ discount_type: fc.constant<DiscountType>('no_discount'), discount_value: fc.constant(0) }),
      fc.record({ discount_type: fc.constant<DiscountType>('fixed_price'), discount_value: price }),
      fc.record({
        discount_type: fc.constant<DiscountType>('percentage'),
        discount_value: fc.integer({ min: 1, max: 100 }),
      }),
    ),
  })
  .map(({ discount, ...rest }) => ({ ...rest, ...discount }));

/** A line of a sale: its product and quantity, and a code's share of at most the line's amount. */
const line = fc
  .record({
    terms: saleTerms,
    businessType: fc.constantFrom<BusinessType>('b2b', 'b2c'),
    product,
    quantity: fc.integer({ min: 1, max: MAX_CART_QUANTITY }),
  })
  .chain((drawn) => {
    const amount = discountedPrice(drawn.product) * drawn.quantity;
    return fc
      .oneof(fc.constant(0), fc.integer({ min: 0, max: amount }))
      .map((codeShare) => ({ ...drawn, amount, codeShare }));
  });

const isSplit = ({ excl_vat, vat, incl_vat }: { excl_vat: number; vat: number; incl_vat: number }) =>
  [excl_vat, vat, incl_vat].every((part) => Number.isSafeInteger(part) && part >= 0) &&
  excl_vat + vat === incl_vat;

describe('chargeLine', () => {
  it("charges the buyer's state's rate under OSS, the store's for a domestic sale, and none when reverse charged or outside the EU", () => {
    fc.assert(
      fc.property(line, ({ terms, businessType, product: p, quantity, codeShare }) => {
        const charged = chargeLine(terms, businessType, p, quantity, codeShare);
        const { sellerCountry, buyerCountry } = terms.parties;
        const expected = {
          oss: vatRateFor(buyerCountry, p.vat_class, terms.date),
          domestic: vatRateFor(sellerCountry, p.vat_class, terms.date),
          reverse_charge: 0,
          outside_eu: 0,
        }[terms.treatment];
        expect(charged.vat_rate).toBe(expected);
        expect(isSplit(charged)).toBe(true);
        if (expected === 0) expect(charged.vat).toBe(0);
      }),
      { numRuns: 200 },
    );
  });

  it('takes a code’s share off the line’s amount in the store’s basis, never below zero', () => {
    fc.assert(
      fc.property(line, ({ terms, businessType, product: p, quantity, amount, codeShare }) => {
        fc.pre(businessType === 'b2b' || terms.treatment !== 'reverse_charge');
        const charged = chargeLine(terms, businessType, p, quantity, codeShare);
        // A b2c store's consumer pays the price shown, in every country; a b2b store's price is net.
        expect(isSplit(charged)).toBe(true);
        const entered = businessType === 'b2c' ? charged.incl_vat : charged.excl_vat;
        expect(entered).toBe(amount - codeShare);
        expect(charged.unit_price).toBe(discountedPrice(p));
      }),
      { numRuns: 200 },
    );
  });

  it("shows and charges a reverse-charged buyer of a b2c store its price less the store's own VAT", () => {
    fc.assert(
      fc.property(line, ({ terms, product: p, quantity, amount, codeShare }) => {
        fc.pre(terms.treatment === 'reverse_charge');
        const charged = chargeLine(terms, 'b2c', p, quantity, codeShare);
        const homeRate = vatRateFor(terms.parties.sellerCountry, p.vat_class, terms.date);
        const net = (gross: number) => splitVat(gross, homeRate, true).excl_vat;
        expect(charged).toEqual({
          excl_vat: net(amount - codeShare),
          vat: 0,
          incl_vat: net(amount - codeShare),
          vat_rate: 0,
          unit_price: net(discountedPrice(p)),
        });
      }),
      { numRuns: 200 },
    );
  });
});
