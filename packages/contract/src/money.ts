/**
 * Money arithmetic in integer cents (docs/design.md). Every division rounds half up, so the same inputs
 * give the same cents on the server and in the browser.
 */

/** a / b rounded half up, for a >= 0 and b > 0, without floating-point error. */
export function divideRoundHalfUp(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

export const DISCOUNT_TYPES = ['no_discount', 'fixed_price', 'percentage'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export interface Priced {
  price: number;
  discount_type: DiscountType;
  discount_value: number;
}

/** The price after discount: a fixed new price, or the price less a percentage. */
export function discountedPrice({ price, discount_type, discount_value }: Priced): number {
  if (discount_type === 'fixed_price') return Math.min(discount_value, price);
  if (discount_type === 'percentage') return divideRoundHalfUp(price * (100 - discount_value), 100);
  return price;
}

export interface VatSplit {
  excl_vat: number;
  vat: number;
  incl_vat: number;
}

/**
 * Splits an amount into its parts. `includesVat` says whether the amount is a consumer price (b2c
 * stores enter prices including VAT) or a net price (b2b stores enter them excluding VAT).
 */
export function splitVat(amount: number, vatRate: number, includesVat: boolean): VatSplit {
  // In hundredths of a percent, so that 25.5 % (Finland) and 5.5 % (France) are whole numbers too.
  const rate = Math.round(vatRate * 100);
  if (includesVat) {
    const excl = divideRoundHalfUp(amount * 10_000, 10_000 + rate);
    return { excl_vat: excl, vat: amount - excl, incl_vat: amount };
  }
  const vat = divideRoundHalfUp(amount * rate, 10_000);
  return { excl_vat: amount, vat, incl_vat: amount + vat };
}

export interface PricedProduct extends Priced {
  vat_rate: number;
}

/**
 * A product's price for display: a b2c store enters prices including VAT, a b2b store excluding it;
 * both parts are given either way. The original price is there only when a discount applies.
 */
export function productPrices(product: PricedProduct, businessType: 'b2b' | 'b2c') {
  const includesVat = businessType === 'b2c';
  const parts = (amount: number) => {
    const split = splitVat(amount, product.vat_rate, includesVat);
    return { excl_vat: split.excl_vat, incl_vat: split.incl_vat };
  };
  const sale = discountedPrice(product);
  return { price: parts(sale), original_price: sale === product.price ? null : parts(product.price) };
}

/** A cart line's totals: the unit price times the quantity, with VAT rounded once for the line. */
export function lineTotals(product: PricedProduct, quantity: number, businessType: 'b2b' | 'b2c'): VatSplit {
  return splitVat(discountedPrice(product) * quantity, product.vat_rate, businessType === 'b2c');
}

/** How a line is charged: the rate that applies to this buyer, and what the store's prices mean. */
export interface LineVat {
  /** The rate charged: the buyer's state's, the store's, or 0 (reverse charge, outside the EU, exempt). */
  rate: number;
  /** The store's own rate for the product, which a b2c store's prices include. */
  homeRate: number;
  /** A b2c store: prices include VAT. A b2b store: prices are net. */
  businessType: 'b2b' | 'b2c';
  /** Reverse charged: a business buyer pays the net price, whatever the store's prices include. */
  reverseCharge: boolean;
}

/**
 * A line's amounts for a buyer (decision 029), rounded once per line, half up. A b2c store's price is
 * what every consumer pays, in any country: the VAT inside it follows the buyer's rate (0 outside the
 * EU). A reverse-charged business buyer pays the price less the store's own VAT. A b2b store's price is
 * net and the buyer's VAT is added.
 */
export function chargedLine(amount: number, vat: LineVat): VatSplit {
  if (vat.businessType === 'b2b') return splitVat(amount, vat.rate, false);
  if (vat.reverseCharge) {
    const net = splitVat(amount, vat.homeRate, true).excl_vat;
    return { excl_vat: net, vat: 0, incl_vat: net };
  }
  return splitVat(amount, vat.rate, true);
}
