import type { BusinessType, Locale } from './constants.js';
import type { AppliedDiscount } from './discount-codes.js';
import { formatMoney } from './format-money.js';
import { formatRate } from './format-rate.js';
import { invoiceText } from './texts/invoice.js';

/** A row under an order's lines: a total, or the VAT at one rate. */
export interface ReceiptTotal {
  label: string;
  /** Cents. */
  amount: number;
  /** The amount the buyer pays, set apart. */
  strong: boolean;
}

/** The VAT charged at one rate, named with its base: "Btw 21% over € 16,49". */
export function vatAtRow(locale: Locale, rate: number, base: number, vat: number): ReceiptTotal {
  return {
    label: invoiceText(locale, 'vatAt', { rate: formatRate(rate, locale), base: formatMoney(base, locale) }),
    amount: vat,
    strong: false,
  };
}

/**
 * The rows under an order's lines on the store's basis, as its e-mails and the admin's mail preview
 * show them: a b2b store's net total, the VAT added and what is paid; a b2c store's total
 * first, then the VAT in it and the total excl. VAT. A discount code comes first, with the code and
 * the cents it took off in the same basis (decision 040): the lines and totals are after it.
 */
export function receiptTotals(
  locale: Locale,
  businessType: BusinessType,
  totals: { excl_vat: number; incl_vat: number },
  vat: readonly ReceiptTotal[],
  discount: AppliedDiscount | null = null,
): ReceiptTotal[] {
  const excl = { label: invoiceText(locale, 'totalExcl'), amount: totals.excl_vat, strong: false };
  const incl = { label: invoiceText(locale, 'totalIncl'), amount: totals.incl_vat, strong: true };
  const off = discount
    ? [
        {
          label: invoiceText(locale, 'discountCode', { code: discount.code }),
          amount: -discount.amount,
          strong: false,
        },
      ]
    : [];
  return businessType === 'b2b' ? [...off, excl, ...vat, incl] : [...off, incl, ...vat, excl];
}
