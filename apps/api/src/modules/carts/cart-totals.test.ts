import {
  COUNTRY_CODES,
  discountedPrice,
  EU_COUNTRIES,
  MAX_CART_LINES,
  MAX_CART_QUANTITY,
  MAX_CHOSEN_PRICE_CENTS,
  MAX_PRICE_CENTS,
  PRODUCT_STATUSES,
  receiptTotals,
  VAT_CLASSES,
  VAT_SCHEMES,
  vatTreatmentFor,
  type BusinessType,
  type DiscountType,
  type VatParties,
} from '@platform/contract';
import fc from 'fast-check';
import {
  DummyDriver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { DiscountCodeRow } from '../discounts/index.js';
import { orderVatRates, vatRows } from '../invoices/vat-summary.js';
import type { ShopStore } from '../kernel/index.js';
import type { SaleVatTerms } from '../vat/index.js';
import { priceCart, type StoredCart } from './carts.service.js';

/**
 * Properties of a cart's totals (decisions 029 and 040) over carts as large as the contract allows:
 * up to 100 lines of up to 99 units at up to the largest price, every VAT class, every kind of buyer,
 * product discounts and discount codes. The totals are the sums of the lines, the VAT rows of the
 * order add up to its VAT, and net plus VAT is gross everywhere.
 */

const NOW = new Date('2025-06-15T12:00:00.000Z');

/**
 * A database that answers every query with the code's row. Pricing a cart asks one thing of the
 * database, its code, so the totals are reached without one.
 */
function databaseWith(code: DiscountCodeRow | null): Db {
  const connection: DatabaseConnection = {
    executeQuery: async <R>() => ({ rows: (code ? [code] : []) as R[] }),
    streamQuery: () => {
      throw new Error('pricing a cart streams nothing');
    },
  };
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => Object.assign(new DummyDriver(), { acquireConnection: async () => connection }),
      createIntrospector: (db) => new SqliteIntrospector(db),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  });
}

const euCountry = fc.constantFrom(...EU_COUNTRIES);
const country = fc.oneof(euCountry, fc.constantFrom(...COUNTRY_CODES));

/** The sale's terms as `saleVatTerms` gives them once VIES has answered (or was not asked). */
const saleTerms: fc.Arbitrary<SaleVatTerms> = fc
  .record({
    parties: fc.record({
      sellerCountry: euCountry,
      scheme: fc.constantFrom(...VAT_SCHEMES),
      buyerCountry: country,
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
/** A product's discount as a merchant can save it. */
const productDiscount = fc.oneof(
  fc.record({ discount_type: fc.constant<DiscountType>('no_discount'), discount_value: fc.constant(0) }),
  fc.record({ discount_type: fc.constant<DiscountType>('fixed_price'), discount_value: price }),
  fc.record({
    discount_type: fc.constant<DiscountType>('percentage'),
    discount_value: fc.integer({ min: 1, max: 100 }),
  }),
);

/**
 * A cart's lines as the repository reads them: distinct products, some no longer for sale, some of a
 * pay-what-you-want variant at a price the shopper chose, with discount codes on it or not.
 */
const lines = fc
  .uniqueArray(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: MAX_CART_LINES, size: 'max' })
  .chain((ids) =>
    fc.tuple(
      ...ids.map((id) =>
        fc
          .record({
            price: fc.oneof(price, fc.integer({ min: 0, max: 10_000 })),
            vat_class: fc.constantFrom(...VAT_CLASSES),
            status: fc.constantFrom(...PRODUCT_STATUSES),
            quantity: fc.integer({ min: 1, max: MAX_CART_QUANTITY }),
            discount: productDiscount,
            chosen: fc.option(fc.integer({ min: 0, max: MAX_CHOSEN_PRICE_CENTS }), { freq: 3 }),
            codesApply: fc.boolean(),
          })
          .map(({ discount, chosen, codesApply, ...line }) => ({
            ...line,
            ...discount,
            id,
            variant_id: id,
            variant_name: '',
            variant_translations: '{}',
            variant_price: line.price,
            variant_vat_class: null,
            variant_position: 0,
            pay_what_you_want: chosen === null ? 0 : 1,
            minimum_price: 0,
            discount_codes_apply: codesApply ? 1 : 0,
            chosen_price: chosen,
            name: `Product ${id}`,
            slug: `product-${id}`,
            translations: '{}',
            image_id: null,
            image_description: null,
            image_variants: null,
            subscription_interval: null,
            trial_days: null,
            discount_code: null,
          })),
      ),
    ),
  );

/** A code valid now for all products or some of the cart's, with or without a minimum. */
const codeFor = (productIds: number[]): fc.Arbitrary<DiscountCodeRow> =>
  fc
    .record({
      type: fc.constantFrom('percentage' as const, 'fixed_amount' as const),
      percent: fc.integer({ min: 1, max: 100 }),
      amount: fc.integer({ min: 1, max: MAX_PRICE_CENTS }),
      product_ids: fc.oneof(fc.constant<number[]>([]), fc.subarray(productIds)),
      minimum_total: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 100_000 })),
    })
    .map(({ type, percent, amount, product_ids, minimum_total }) => ({
      id: 7,
      store_id: 1,
      code: 'Summer',
      code_key: 'summer',
      type,
      value: type === 'percentage' ? percent : amount,
      starts_at: null,
      ends_at: null,
      max_uses: null,
      max_uses_per_email: null,
      product_ids: JSON.stringify(product_ids),
      minimum_total,
      uses: 0,
      reserved: 0,
      created_at: NOW.toISOString(),
      updated_at: NOW.toISOString(),
    }));

const cart = fc
  .record({ businessType: fc.constantFrom<BusinessType>('b2b', 'b2c'), terms: saleTerms, lines })
  .chain((drawn) =>
    fc.option(codeFor(drawn.lines.map((line) => line.id)), { freq: 3 }).map((code) => ({ ...drawn, code })),
  );

async function priced({
  businessType,
  terms,
  lines: rows,
  code,
}: {
  businessType: BusinessType;
  terms: SaleVatTerms;
  lines: StoredCart['lines'];
  code: DiscountCodeRow | null;
}) {
  const store: ShopStore = {
    id: 1,
    name: 'Shop',
    slug: 'shop',
    business_type: businessType,
    created_at: NOW.toISOString(),
    content_version: 1,
  };
  const stored: StoredCart = { id: 'cart', discount_code: code ? 'SUMMER' : null, lines: rows };
  return (await priceCart(databaseWith(code), store, stored, terms, NOW)).cart;
}

const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);

describe('priceCart', () => {
  it('totals the lines for sale, each and all in whole non-negative cents where net plus VAT is gross', async () => {
    await fc.assert(
      fc.asyncProperty(cart, async (drawn) => {
        const { products, totals } = await priced(drawn);
        for (const line of products) {
          expect(Number.isSafeInteger(line.total_excl_vat) && line.total_excl_vat >= 0).toBe(true);
          expect(line.total_incl_vat).toBeGreaterThanOrEqual(line.total_excl_vat);
        }
        const forSale = products.filter((line) => line.available);
        expect(totals.total_excl_vat).toBe(sum(forSale.map((line) => line.total_excl_vat)));
        expect(totals.total_incl_vat).toBe(sum(forSale.map((line) => line.total_incl_vat)));
        expect(totals.total_vat).toBe(sum(forSale.map((line) => line.total_incl_vat - line.total_excl_vat)));
        expect(totals.total_excl_vat + totals.total_vat).toBe(totals.total_incl_vat);
      }),
      { numRuns: 40 },
    );
  });

  it('takes off exactly the code’s amount in the store’s basis, from lines for sale only', async () => {
    await fc.assert(
      fc.asyncProperty(cart, async (drawn) => {
        const { products, totals, discount } = await priced(drawn);
        fc.pre(discount !== null);
        const taken = discount?.amount ?? 0;
        expect(sum(products.map((line) => line.discount))).toBe(taken);
        products.forEach((line, index) => {
          const keptOff =
            drawn.lines[index]!.pay_what_you_want === 1 && !drawn.lines[index]!.discount_codes_apply;
          if (!line.available || keptOff) expect(line.discount).toBe(0);
        });
        // What the shop's prices mean: gross for a b2c store's consumers, net for a b2b store.
        const basis = drawn.businessType === 'b2b' ? 'total_excl_vat' : 'total_incl_vat';
        fc.pre(drawn.businessType === 'b2b' || drawn.terms.treatment !== 'reverse_charge');
        const beforeCode = sum(
          drawn.lines
            .filter((_, index) => products[index]!.available)
            .map((line) => (line.chosen_price ?? discountedPrice(line)) * line.quantity),
        );
        expect(totals[basis]).toBe(beforeCode - taken);
      }),
      { numRuns: 40 },
    );
  });

  it("gives an order VAT rows that add up to the cart's VAT, on bases that add up to its net total", async () => {
    await fc.assert(
      fc.asyncProperty(cart, async (drawn) => {
        const { products, totals, business_type } = await priced(drawn);
        // The order keeps the lines for sale as the cart priced them (checkout.service.ts).
        const orderLines = products
          .filter((line) => line.available)
          .map((line) => ({
            name: line.name,
            quantity: line.quantity,
            vat_rate: line.vat_rate,
            vat_class: line.vat_class,
            total_excl_vat: line.total_excl_vat,
            total_vat: line.total_incl_vat - line.total_excl_vat,
            total_incl_vat: line.total_incl_vat,
          }));
        const rates = orderVatRates(drawn.terms.treatment, orderLines);
        expect(sum(rates.map((rate) => rate.vat))).toBe(totals.total_vat);
        expect(sum(rates.map((rate) => rate.base))).toBe(totals.total_excl_vat);
        const rows = vatRows(rates, 'nl');
        expect(sum(rows.map((row) => row.amount))).toBe(totals.total_vat);
        // The receipt: net, each VAT row and the amount paid, in either order, add up.
        const receipt = receiptTotals(
          'nl',
          business_type,
          { excl_vat: totals.total_excl_vat, incl_vat: totals.total_incl_vat },
          rows,
        );
        const paid = receipt.find((row) => row.strong)!;
        expect(sum(receipt.filter((row) => !row.strong).map((row) => row.amount))).toBe(paid.amount);
      }),
      { numRuns: 40 },
    );
  });
});
