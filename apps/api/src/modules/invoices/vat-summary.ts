import { invoiceText, vatAtRow, type Locale, type ReceiptTotal, type VatTreatment } from '@platform/contract';
import { lineOf, totalsPerRate, type RateTotal } from './snapshot.js';

/**
 * The VAT rows under a document's lines, as the invoice and the order's e-mails show them: a
 * reverse charge named as the law asks, at nothing; every charged rate with its base. A sale outside
 * the EU or an exempt one has no row: its note says why there is no VAT.
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

/** What the law asks a document to say about how its VAT was treated. */
export function vatNotes(treatment: VatTreatment, locale: Locale): string[] {
  if (treatment === 'reverse_charge') {
    return [`${invoiceText(locale, 'reverseCharge')}. ${invoiceText(locale, 'reverseChargeNote')}`];
  }
  if (treatment === 'outside_eu') return [invoiceText(locale, 'outsideEu')];
  if (treatment === 'oss') return [invoiceText(locale, 'ossNote')];
  return [];
}

/** An order's VAT per rate and category, as its invoice totals it. */
export function orderVatRates(
  treatment: VatTreatment,
  lines: readonly Parameters<typeof lineOf>[1][],
): RateTotal[] {
  return totalsPerRate(lines.map((line) => lineOf(treatment, line)));
}
