/**
 * Money arithmetic in integer cents (DESIGN.md). Every division rounds half up, so the same inputs
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
  if (includesVat) {
    const excl = divideRoundHalfUp(amount * 100, 100 + vatRate);
    return { excl_vat: excl, vat: amount - excl, incl_vat: amount };
  }
  const vat = divideRoundHalfUp(amount * vatRate, 100);
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
