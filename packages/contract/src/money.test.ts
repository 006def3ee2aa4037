import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CART_QUANTITY } from './constants.js';
import { MAX_ORDER_TOTAL_CENTS, MAX_PRICE_CENTS } from './bounds.js';
import {
  discountedPrice,
  divideRoundHalfUp,
  lineTotals,
  productPrices,
  splitVat,
  type DiscountType,
  type PricedProduct,
} from './money.js';
import { formatMoney } from './format-money.js';

/**
 * Properties of the money arithmetic over the whole range the contract accepts, rather than the few
 * totals the API tests happen to reach. Each property states what rounding half up promises.
 */

const price = fc.integer({ min: 0, max: MAX_PRICE_CENTS });
const amount = fc.integer({ min: 0, max: MAX_ORDER_TOTAL_CENTS });
const vatRate = fc.integer({ min: 0, max: 100 });
const quantity = fc.integer({ min: 1, max: MAX_CART_QUANTITY });
const businessType = fc.constantFrom('b2b' as const, 'b2c' as const);

/** A product as the contract lets a merchant save it: a percentage from 1 to 100, any fixed price. */
const product: fc.Arbitrary<PricedProduct> = fc.oneof(
  fc.record({
    price,
    vat_rate: vatRate,
    discount_type: fc.constant<DiscountType>('no_discount'),
    discount_value: fc.constant(0),
  }),
  fc.record({
    price,
    vat_rate: vatRate,
    discount_type: fc.constant<DiscountType>('fixed_price'),
    discount_value: price,
  }),
  fc.record({
    price,
    vat_rate: vatRate,
    discount_type: fc.constant<DiscountType>('percentage'),
    discount_value: fc.integer({ min: 1, max: 100 }),
  }),
);

/**
 * Whether q is a / b rounded half up, checked in exact integers: the remainder a − q·b lies in
 * [−b/2, b/2), so q is the nearest whole number and a tie goes up.
 */
function isRoundedHalfUp(q: number, a: bigint, b: bigint): boolean {
  if (!Number.isSafeInteger(q)) return false;
  const twice = 2n * (a - BigInt(q) * b);
  return -b <= twice && twice < b;
}

const isSplit = ({ excl_vat, vat, incl_vat }: { excl_vat: number; vat: number; incl_vat: number }) =>
  [excl_vat, vat, incl_vat].every((part) => Number.isSafeInteger(part) && part >= 0) &&
  excl_vat + vat === incl_vat;

describe('divideRoundHalfUp', () => {
  it('is the nearest whole number, ties up, for every amount times every rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_ORDER_TOTAL_CENTS * 200 }),
        fc.integer({ min: 1, max: 200 }),
        (a, b) => isRoundedHalfUp(divideRoundHalfUp(a, b), BigInt(a), BigInt(b)),
      ),
    );
  });

  it('rounds an exact half up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_ORDER_TOTAL_CENTS }), (n) => {
        expect(divideRoundHalfUp(2 * n + 1, 2)).toBe(n + 1);
      }),
    );
  });
});

describe('splitVat', () => {
  it('splits any amount into whole, non-negative cents that add up', () => {
    fc.assert(
      fc.property(amount, vatRate, fc.boolean(), (a, rate, includesVat) =>
        isSplit(splitVat(a, rate, includesVat)),
      ),
    );
  });

  it('keeps a consumer price and takes the nearest cent as its net price', () => {
    fc.assert(
      fc.property(amount, vatRate, (a, rate) => {
        const split = splitVat(a, rate, true);
        expect(split.incl_vat).toBe(a);
        expect(isRoundedHalfUp(split.excl_vat, BigInt(a) * 100n, BigInt(100 + rate))).toBe(true);
      }),
    );
  });

  it('keeps a net price and adds the nearest cent of VAT', () => {
    fc.assert(
      fc.property(amount, vatRate, (a, rate) => {
        const split = splitVat(a, rate, false);
        expect(split.excl_vat).toBe(a);
        expect(isRoundedHalfUp(split.vat, BigInt(a) * BigInt(rate), 100n)).toBe(true);
      }),
    );
  });

  it('charges no VAT at rate 0', () => {
    fc.assert(
      fc.property(amount, fc.boolean(), (a, includesVat) => {
        expect(splitVat(a, 0, includesVat)).toEqual({ excl_vat: a, vat: 0, incl_vat: a });
      }),
    );
  });

  it('gives a net price back unchanged after adding VAT and taking it off again', () => {
    fc.assert(
      fc.property(amount, vatRate, (a, rate) => {
        const consumer = splitVat(a, rate, false).incl_vat;
        expect(splitVat(consumer, rate, true).excl_vat).toBe(a);
      }),
    );
  });

  it('never lowers the net or consumer price when the amount goes up', () => {
    fc.assert(
      fc.property(amount, amount, vatRate, fc.boolean(), (x, y, rate, includesVat) => {
        const [low, high] = [
          splitVat(Math.min(x, y), rate, includesVat),
          splitVat(Math.max(x, y), rate, includesVat),
        ];
        expect(low.excl_vat).toBeLessThanOrEqual(high.excl_vat);
        expect(low.incl_vat).toBeLessThanOrEqual(high.incl_vat);
      }),
    );
  });

  it('splits at a rate with a fraction (13.5 %, 25.5 %) into the nearest whole cents, ties up', () => {
    // Rates are whole hundredths of a percent (decision 029); the table's fractions must be exact too.
    const hundredths = fc.oneof(fc.constantFrom(1350, 2550, 550), fc.integer({ min: 0, max: 10_000 }));
    fc.assert(
      fc.property(amount, hundredths, (a, h) => {
        const consumer = splitVat(a, h / 100, true);
        expect(isSplit(consumer)).toBe(true);
        expect(isRoundedHalfUp(consumer.excl_vat, BigInt(a) * 10_000n, BigInt(10_000 + h))).toBe(true);
        const net = splitVat(a, h / 100, false);
        expect(isSplit(net)).toBe(true);
        expect(isRoundedHalfUp(net.vat, BigInt(a) * BigInt(h), 10_000n)).toBe(true);
      }),
    );
  });
});

describe('discountedPrice', () => {
  it('lies between nothing and the price', () => {
    fc.assert(
      fc.property(product, (p) => {
        const sale = discountedPrice(p);
        expect(Number.isSafeInteger(sale)).toBe(true);
        expect(sale).toBeGreaterThanOrEqual(0);
        expect(sale).toBeLessThanOrEqual(p.price);
      }),
    );
  });

  it('takes the nearest cent of the price less the percentage', () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 1, max: 100 }), (p, percent) => {
        const sale = discountedPrice({ price: p, discount_type: 'percentage', discount_value: percent });
        expect(isRoundedHalfUp(sale, BigInt(p) * BigInt(100 - percent), 100n)).toBe(true);
      }),
    );
  });

  it('never rises when the percentage does', () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 100 }), (p, x, y) => {
        const at = (percent: number) =>
          discountedPrice({ price: p, discount_type: 'percentage', discount_value: percent });
        expect(at(Math.max(x, y))).toBeLessThanOrEqual(at(Math.min(x, y)));
      }),
    );
  });
});

describe('lineTotals and productPrices', () => {
  it('charge in the cart the unit price the shop shows', () => {
    fc.assert(
      fc.property(product, businessType, (p, type) => {
        const entered = type === 'b2c' ? 'incl_vat' : 'excl_vat';
        expect(lineTotals(p, 1, type)[entered]).toBe(productPrices(p, type).price[entered]);
        expect(productPrices(p, type).price[entered]).toBe(discountedPrice(p));
      }),
    );
  });

  it('multiply the entered price exactly and round the VAT once per line', () => {
    fc.assert(
      fc.property(product, quantity, businessType, (p, q, type) => {
        const line = lineTotals(p, q, type);
        const unit = discountedPrice(p);
        expect(isSplit(line)).toBe(true);
        expect(type === 'b2c' ? line.incl_vat : line.excl_vat).toBe(unit * q);
        expect(line).toEqual(splitVat(unit * q, p.vat_rate, type === 'b2c'));
      }),
    );
  });

  it('show an original price exactly when a discount lowers the price', () => {
    fc.assert(
      fc.property(product, businessType, (p, type) => {
        const prices = productPrices(p, type);
        expect(prices.original_price === null).toBe(discountedPrice(p) === p.price);
        if (prices.original_price) {
          expect(prices.original_price.excl_vat).toBeGreaterThanOrEqual(prices.price.excl_vat);
          expect(prices.original_price.incl_vat).toBeGreaterThanOrEqual(prices.price.incl_vat);
        }
      }),
    );
  });
});

describe('formatMoney', () => {
  it('shows every cent in every language', () => {
    fc.assert(
      fc.property(amount, fc.constantFrom('nl' as const, 'en' as const, 'de' as const), (cents, locale) => {
        const text = formatMoney(cents, locale);
        expect(text).toContain('€');
        expect(Number(text.replace(/\D/g, ''))).toBe(cents);
      }),
    );
  });
});
