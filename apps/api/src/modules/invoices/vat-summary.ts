import {
  formatMoney,
  invoiceLineOf,
  totalsPerRate,
  type RateTotal,
  type VatCategory,
  invoiceText,
  vatAtRow,
  type InvoiceTextKey,
  type Locale,
  type ReceiptTotal,
  type VatTreatment,
} from '@platform/contract';

/**
 * A document's rounding amount as one row, when it has one: what the amount paid differs from the net
 * plus the VAT computed per rate by (decision 054), so the rows still add up to what was paid.
 */
function roundingRows(rates: readonly RateTotal[], locale: Locale): ReceiptTotal[] {
  const rounding = rates.reduce((total, rate) => total + (rate.rounding ?? 0), 0);
  return rounding === 0 ? [] : [{ label: invoiceText(locale, 'rounding'), amount: rounding, strong: false }];
}

/**
 * The VAT rows under an order's lines, as its e-mails show them: a reverse charge named as the law
 * asks, at nothing; every charged rate with its base. A sale outside the EU or an exempt one has no
 * row: its note says why there is no VAT.
 */
export function vatRows(rates: readonly RateTotal[], locale: Locale): ReceiptTotal[] {
  return [
    ...rates
      .filter((rate) => rate.category === 'AE')
      .map((rate) => ({ label: invoiceText(locale, 'reverseCharge'), amount: rate.vat, strong: false })),
    ...rates
      .filter((rate) => rate.category === 'S' || rate.category === 'Z')
      .map((rate) => vatAtRow(locale, rate.rate, rate.base, rate.vat)),
  ];
}

/** How an invoice names the base of a category without VAT (art. 226(8): the taxable amount per exemption). */
const UNTAXED: Partial<Record<VatCategory, InvoiceTextKey>> = {
  AE: 'reverseChargeOn',
  E: 'exemptOn',
  O: 'outsideEuOn',
};

/**
 * The rows under an invoice's lines: the taxable amount and VAT of every rate and category, those
 * without VAT included (reverse charge, exempt, outside the EU: article 226(8) of the VAT Directive
 * asks the taxable amount per rate or exemption), then the rounding amount.
 */
export function documentVatRows(rates: readonly RateTotal[], locale: Locale): ReceiptTotal[] {
  return [
    ...rates.map((rate) => {
      const untaxed = UNTAXED[rate.category];
      return untaxed
        ? {
            label: invoiceText(locale, untaxed, { base: formatMoney(rate.base, locale) }),
            amount: rate.vat,
            strong: false,
          }
        : vatAtRow(locale, rate.rate, rate.base, rate.vat);
    }),
    ...roundingRows(rates, locale),
  ];
}

/**
 * What the law asks a document to say about how its VAT was treated. Outside the EU a business is
 * supplied where it is established (article 44 of the VAT Directive), a consumer of electronic
 * services where they live (article 59).
 */
export function vatNotes(treatment: VatTreatment, locale: Locale, business = false): string[] {
  if (treatment === 'reverse_charge') {
    return [`${invoiceText(locale, 'reverseCharge')}. ${invoiceText(locale, 'reverseChargeNote')}`];
  }
  if (treatment === 'outside_eu') return [invoiceText(locale, business ? 'outsideEuBusiness' : 'outsideEu')];
  if (treatment === 'oss') return [invoiceText(locale, 'ossNote')];
  return [];
}

/** An order's VAT per rate and category, as its invoice totals it. */
export function orderVatRates(
  treatment: VatTreatment,
  lines: readonly Parameters<typeof invoiceLineOf>[1][],
): RateTotal[] {
  return totalsPerRate(lines.map((line) => invoiceLineOf(treatment, line)));
}
