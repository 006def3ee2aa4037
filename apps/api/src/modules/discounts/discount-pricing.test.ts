import {
  MAX_CART_LINES,
  MAX_CART_QUANTITY,
  MAX_ORDER_TOTAL_CENTS,
  MAX_PRICE_CENTS,
  type DiscountCodeRefusal,
} from '@platform/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  priceDiscount,
  spreadDiscount,
  type DiscountableLine,
  type DiscountCodeRow,
  type DiscountOutcome,
} from './discount-pricing.js';

/**
 * Properties of a discount code's amount and its spread over a cart's lines (decision 040), over carts
 * as large as the contract lets a shopper make them and codes as a merchant can save them. Pure
 * functions: no database.
 */

const NOW = new Date('2025-06-15T12:00:00.000Z');
const HOUR = 3_600_000;

/** A line's amount before the code: a discounted unit price times a quantity, or nothing (a free product). */
const lineAmount = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: MAX_PRICE_CENTS }), fc.integer({ min: 1, max: MAX_CART_QUANTITY }))
    .map(([price, quantity]) => price * quantity),
  fc.integer({ min: 0, max: 5_000 }),
  fc.constant(0),
);

/** A cart's lines: distinct products, some of them no longer for sale, some at a price the buyer chose. */
const cartLines: fc.Arbitrary<DiscountableLine[]> = fc
  .uniqueArray(fc.integer({ min: 1, max: 200 }), { minLength: 1, maxLength: MAX_CART_LINES, size: 'max' })
  .chain((ids) =>
    fc.tuple(
      ...ids.map((product_id) =>
        fc.record({
          product_id: fc.constant(product_id),
          amount: lineAmount,
          available: fc.boolean(),
          discountable: fc.boolean(),
        }),
      ),
    ),
  );

const moment = (offsetHours: number) => new Date(NOW.getTime() + offsetHours * HOUR).toISOString();

/** What a merchant sets and what the counters say; the rest of the row is fixed. */
type CodeTerms = Omit<
  DiscountCodeRow,
  'id' | 'store_id' | 'code' | 'code_key' | 'max_uses_per_email' | 'created_at' | 'updated_at' | 'product_ids'
> & { product_ids: number[] };

const codeRow = (terms: CodeTerms): DiscountCodeRow => ({
  id: 1,
  store_id: 1,
  code: 'SUMMER',
  code_key: 'summer',
  max_uses_per_email: null,
  created_at: moment(-1000),
  updated_at: moment(-1000),
  ...terms,
  product_ids: JSON.stringify(terms.product_ids),
});

/** A percentage (1–100) or an amount in cents, as the admin accepts them. */
const codeValue = fc.oneof(
  fc.record({ type: fc.constant('percentage' as const), value: fc.integer({ min: 1, max: 100 }) }),
  fc.record({
    type: fc.constant('fixed_amount' as const),
    value: fc.integer({ min: 1, max: MAX_PRICE_CENTS }),
  }),
);

/** A code that is valid now, with no use limit and no minimum: only its products and value vary. */
const liveCode = (lines: readonly DiscountableLine[]) =>
  fc
    .tuple(codeValue, fc.oneof(fc.constant<number[]>([]), fc.subarray(lines.map((line) => line.product_id))))
    .map(([value, product_ids]) =>
      codeRow({
        ...value,
        starts_at: null,
        ends_at: null,
        max_uses: null,
        uses: 0,
        reserved: 0,
        product_ids,
        minimum_total: 0,
      }),
    );

const cartWithCode = cartLines.chain((lines) => liveCode(lines).map((code) => ({ lines, code })));

/** The lines' amounts the code may take from: for sale, and among its products when it names some. */
const eligibleAmounts = (code: DiscountCodeRow, lines: readonly DiscountableLine[]) => {
  const only = JSON.parse(code.product_ids) as number[];
  return lines.map((line) =>
    line.available && line.discountable && (only.length === 0 || only.includes(line.product_id))
      ? line.amount
      : 0,
  );
};
const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);

describe('spreadDiscount', () => {
  const spread = fc
    .array(lineAmount, { minLength: 1, maxLength: MAX_CART_LINES, size: 'max' })
    .chain((amounts) => fc.tuple(fc.constant(amounts), fc.integer({ min: 0, max: sum(amounts) })));

  it('gives each line whole cents between nothing and its own amount, adding up to the amount exactly', () => {
    fc.assert(
      fc.property(spread, ([amounts, amount]) => {
        const shares = spreadDiscount(amounts, amount);
        expect(shares).toHaveLength(amounts.length);
        shares.forEach((share, index) => {
          expect(Number.isSafeInteger(share)).toBe(true);
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(amounts[index]!);
        });
        expect(sum(shares)).toBe(amount);
      }),
      { numRuns: 100 },
    );
  });

  it('gives each line its proportional part rounded down, and the cents left to the largest lines that have room', () => {
    fc.assert(
      fc.property(spread, ([amounts, amount]) => {
        const shares = spreadDiscount(amounts, amount);
        const total = BigInt(sum(amounts));
        const floors = amounts.map((line) =>
          total === 0n ? 0 : Number((BigInt(amount) * BigInt(line)) / total),
        );
        // Larger lines first, the earlier of two equal ones first (decision 040).
        const order = amounts.map((_, index) => index).sort((a, b) => amounts[b]! - amounts[a]! || a - b);
        order.forEach((index, place) => {
          expect(shares[index]).toBeGreaterThanOrEqual(floors[index]!);
          if (shares[index]! > floors[index]!) {
            for (const before of order.slice(0, place)) expect(shares[before]).toBe(amounts[before]);
          }
        });
        expect(sum(shares) - sum(floors)).toBeLessThan(Math.max(1, amounts.length));
      }),
      { numRuns: 100 },
    );
  });
});

/** The outcome of a code that applies; a draw where it does not is skipped. */
function applied(code: DiscountCodeRow, lines: readonly DiscountableLine[]) {
  const outcome = priceDiscount(code, lines, NOW);
  fc.pre(outcome.applies);
  return outcome as Extract<DiscountOutcome, { applies: true }>;
}

describe('priceDiscount: what a code takes off a cart', () => {
  it('takes between nothing and the eligible lines’ sum, so no line and no total goes below zero', () => {
    fc.assert(
      fc.property(cartWithCode, ({ lines, code }) => {
        const outcome = priceDiscount(code, lines, NOW);
        const eligible = eligibleAmounts(code, lines);
        if (!outcome.applies) {
          expect(outcome.reason).toBe('discount_code_no_eligible_product');
          expect(sum(eligible)).toBe(0);
          return;
        }
        const amount = outcome.discount.amount;
        expect(Number.isSafeInteger(amount)).toBe(true);
        expect(amount).toBeGreaterThanOrEqual(0);
        expect(amount).toBeLessThanOrEqual(sum(eligible));
        expect(sum(outcome.shares)).toBe(amount);
        outcome.shares.forEach((share, index) => {
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(eligible[index]!);
        });
      }),
      { numRuns: 100 },
    );
  });

  it('takes nothing from a line the code is not for, whose product is not for sale, or kept off codes', () => {
    fc.assert(
      fc.property(cartWithCode, ({ lines, code }) => {
        const { shares } = applied(code, lines);
        const only = JSON.parse(code.product_ids) as number[];
        lines.forEach((line, index) => {
          if (!line.available || !line.discountable || (only.length > 0 && !only.includes(line.product_id))) {
            expect(shares[index]).toBe(0);
          }
        });
      }),
      { numRuns: 100 },
    );
  });

  it('takes a percentage as the nearest cent of that share of the eligible lines, ties up', () => {
    fc.assert(
      fc.property(cartWithCode, fc.integer({ min: 1, max: 100 }), ({ lines, code }, percent) => {
        const percentage = { ...code, type: 'percentage' as const, value: percent };
        const { discount } = applied(percentage, lines);
        const base = BigInt(sum(eligibleAmounts(percentage, lines)));
        // The remainder of base × percent − amount × 100 lies in [−50, 50): the nearest cent, ties up.
        const twice = 2n * (base * BigInt(percent) - BigInt(discount.amount) * 100n);
        expect(-100n <= twice && twice < 100n).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('takes a fixed amount whole, capped at the eligible lines’ sum', () => {
    fc.assert(
      fc.property(cartWithCode, fc.integer({ min: 1, max: MAX_PRICE_CENTS }), ({ lines, code }, value) => {
        const fixed = { ...code, type: 'fixed_amount' as const, value };
        const { discount } = applied(fixed, lines);
        expect(discount.amount).toBe(Math.min(value, sum(eligibleAmounts(fixed, lines))));
      }),
      { numRuns: 100 },
    );
  });

  it('never takes less for a larger percentage or a larger amount', () => {
    const twoValues = cartWithCode.chain(({ lines, code }) => {
      const value = fc.integer({ min: 1, max: code.type === 'percentage' ? 100 : MAX_PRICE_CENTS });
      return fc
        .tuple(value, value)
        .map(([x, y]) => ({ lines, code, low: Math.min(x, y), high: Math.max(x, y) }));
    });
    fc.assert(
      fc.property(twoValues, ({ lines, code, low, high }) => {
        const taken = (value: number) => applied({ ...code, value }, lines).discount.amount;
        expect(taken(low)).toBeLessThanOrEqual(taken(high));
      }),
      { numRuns: 100 },
    );
  });

  it('applies exactly when the store has it, it is in its window, has a use left, has an eligible amount and the cart reaches its minimum; else it names the first of these that fails', () => {
    const terms = cartWithCode.chain(({ lines, code }) => {
      const forSale = sum(lines.filter((line) => line.available).map((line) => line.amount));
      const at = fc.option(fc.integer({ min: -48, max: 48 }).map(moment));
      return fc.record({
        lines: fc.constant(lines),
        forSale: fc.constant(forSale),
        code: fc.option(
          fc
            .record({
              starts_at: at,
              ends_at: at,
              max_uses: fc.option(fc.integer({ min: 1, max: 40 })),
              uses: fc.integer({ min: 0, max: 20 }),
              reserved: fc.integer({ min: 0, max: 20 }),
              minimum_total: fc.oneof(
                fc.constant(0),
                fc.integer({ min: 0, max: Math.min(2 * forSale, MAX_ORDER_TOTAL_CENTS) }),
              ),
            })
            .map((changed) => ({ ...code, ...changed })),
          { freq: 10 },
        ),
      });
    });
    fc.assert(
      fc.property(terms, ({ lines, forSale, code }) => {
        const outcome = priceDiscount(code ?? undefined, lines, NOW);
        const now = NOW.getTime();
        const checks: [boolean, DiscountCodeRefusal][] = code
          ? [
              // Outside its window or used up reads as a code that does not exist (decision 045).
              [code.starts_at === null || Date.parse(code.starts_at) <= now, 'discount_code_invalid'],
              [code.ends_at === null || Date.parse(code.ends_at) > now, 'discount_code_invalid'],
              [code.max_uses === null || code.uses + code.reserved < code.max_uses, 'discount_code_invalid'],
              [sum(eligibleAmounts(code, lines)) > 0, 'discount_code_no_eligible_product'],
              // The minimum reads the whole basket for sale, not only the lines the code is for.
              [forSale >= code.minimum_total, 'discount_code_below_minimum'],
            ]
          : [[false, 'discount_code_invalid']];
        const failing = checks.find(([passes]) => !passes);
        if (failing) expect(outcome).toEqual({ applies: false, reason: failing[1] });
        else expect(outcome.applies).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
