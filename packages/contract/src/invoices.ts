import { z } from 'zod';
import type { Locale } from './constants.js';
import { envelope, id, pageQuery } from './common.js';
import { vatTreatment } from './vat.js';

/**
 * Invoices and credit notes (issue 18, decision 036). Both are numbered from one sequence per store and
 * year, `2026-0001`; a credit note refers to its invoice and carries negative amounts.
 */
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const invoiceKind = z.enum(INVOICE_KINDS);

/** `2026-0001`: the year, and the store's count of documents in it, four digits at least. */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(4, '0')}`;
}

/** A document as the admin's list and the buyer's order page show it. */
export const invoiceSummary = z.object({
  id: z.number().int(),
  kind: invoiceKind,
  number: z.string(),
  order_id: z.string(),
  order_number: z.number().int(),
  /** The invoice a credit note corrects. */
  credits_number: z.string().nullable(),
  issued_at: z.string(),
  buyer_name: z.string(),
  treatment: vatTreatment,
  total_excl_vat: z.number().int(),
  total_vat: z.number().int(),
  total_incl_vat: z.number().int(),
  /** Whether a UBL (Peppol BIS Billing 3.0) file exists: for business buyers. */
  has_ubl: z.boolean(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

/** The buyer's order page: the order's invoice and credit notes. */
export const orderInvoicesResponse = envelope(z.array(invoiceSummary));

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_format' });

/** A period of issue dates, both days included (UTC); without them, every document. */
export const adminInvoicePeriodQuery = z.object({
  store_id: id,
  from: day.optional(),
  to: day.optional(),
  order_id: z.string().min(1).max(64).optional(),
});
export type AdminInvoicePeriodQuery = z.infer<typeof adminInvoicePeriodQuery>;

/** A page of a period's documents, as the admin's other lists page (decision 059). */
export const adminInvoiceListQuery = pageQuery.extend(adminInvoicePeriodQuery.shape);
export type AdminInvoiceListQuery = z.infer<typeof adminInvoiceListQuery>;

export const adminInvoiceParams = z.object({ id });
export const invoiceFormat = z.enum(['pdf', 'xml']);

/** Every text an invoice or credit note shows, in each language an order can have. */
const texts = {
  en: {
    invoice: 'Invoice',
    credit_note: 'Credit note',
    number: 'Invoice number',
    creditNumber: 'Credit note number',
    date: 'Invoice date',
    creditDate: 'Date',
    supplyDate: 'Date of supply',
    order: 'Order',
    credits: 'Corrects invoice',
    seller: 'Seller',
    buyer: 'Buyer',
    vatNumber: 'VAT number',
    cocNumber: 'Chamber of Commerce',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    vatRate: 'VAT',
    amount: 'Amount',
    totalExcl: 'Total excl. VAT',
    vatAt: 'VAT {rate}% on {base}',
    totalIncl: 'Total incl. VAT',
    reverseCharge: 'VAT reverse charged',
    reverseChargeNote: 'The buyer accounts for the VAT (Article 196 of Directive 2006/112/EC).',
    outsideEu: 'Supply outside the EU: no EU VAT charged (Article 59 of Directive 2006/112/EC).',
    ossNote: 'VAT of the member state of consumption, declared under the One-Stop-Shop scheme.',
    rounding: 'Rounding',
    reverseChargeOn: 'VAT reverse charged on {base}',
    exemptOn: 'Exempt from VAT on {base}',
    outsideEuOn: 'Not subject to EU VAT on {base}',
    exempt: 'exempt',
    exemptNote: 'Exempt from VAT (Article 132 of Directive 2006/112/EC).',
    outsideEuBusiness:
      'Supply to a business outside the EU: not subject to EU VAT (Article 44 of Directive 2006/112/EC).',
    paid: 'Paid on {date}.',
    refunded: 'Refunded on {date}.',
    page: 'Page {page}',
  },
  nl: {
    invoice: 'Factuur',
    credit_note: 'Creditnota',
    number: 'Factuurnummer',
    creditNumber: 'Creditnotanummer',
    date: 'Factuurdatum',
    creditDate: 'Datum',
    supplyDate: 'Leverdatum',
    order: 'Bestelling',
    credits: 'Corrigeert factuur',
    seller: 'Verkoper',
    buyer: 'Koper',
    vatNumber: 'Btw-nummer',
    cocNumber: 'KvK-nummer',
    description: 'Omschrijving',
    quantity: 'Aantal',
    unitPrice: 'Prijs per stuk',
    vatRate: 'Btw',
    amount: 'Bedrag',
    totalExcl: 'Totaal excl. btw',
    vatAt: 'Btw {rate}% over {base}',
    totalIncl: 'Totaal incl. btw',
    reverseCharge: 'Btw verlegd',
    reverseChargeNote: 'De btw wordt door de afnemer voldaan (artikel 196 van Richtlijn 2006/112/EG).',
    outsideEu:
      'Levering buiten de EU: geen EU-btw in rekening gebracht (artikel 59 van Richtlijn 2006/112/EG).',
    ossNote: 'Btw van de lidstaat van verbruik, aangegeven via de éénloketregeling (OSS).',
    rounding: 'Afronding',
    reverseChargeOn: 'Btw verlegd over {base}',
    exemptOn: 'Vrijgesteld van btw over {base}',
    outsideEuOn: 'Niet onderworpen aan EU-btw over {base}',
    exempt: 'vrijgesteld',
    exemptNote: 'Vrijgesteld van btw (artikel 132 van Richtlijn 2006/112/EG).',
    outsideEuBusiness:
      'Levering aan een ondernemer buiten de EU: niet onderworpen aan EU-btw (artikel 44 van Richtlijn 2006/112/EG).',
    paid: 'Betaald op {date}.',
    refunded: 'Terugbetaald op {date}.',
    page: 'Pagina {page}',
  },
  de: {
    invoice: 'Rechnung',
    // Not "Gutschrift": in German VAT law that is a self-billed invoice (§ 14 Abs. 2 UStG).
    credit_note: 'Rechnungskorrektur',
    number: 'Rechnungsnummer',
    creditNumber: 'Nummer der Rechnungskorrektur',
    date: 'Rechnungsdatum',
    creditDate: 'Datum',
    supplyDate: 'Leistungsdatum',
    order: 'Bestellung',
    credits: 'Korrigiert Rechnung',
    seller: 'Verkäufer',
    buyer: 'Käufer',
    vatNumber: 'USt-IdNr.',
    cocNumber: 'Handelsregister',
    description: 'Beschreibung',
    quantity: 'Menge',
    unitPrice: 'Einzelpreis',
    vatRate: 'USt.',
    amount: 'Betrag',
    totalExcl: 'Summe netto',
    vatAt: 'USt. {rate} % auf {base}',
    totalIncl: 'Summe brutto',
    reverseCharge: 'Steuerschuldnerschaft des Leistungsempfängers',
    reverseChargeNote:
      'Die Umsatzsteuer schulden Sie als Leistungsempfänger (Artikel 196 der Richtlinie 2006/112/EG).',
    outsideEu:
      'Leistung außerhalb der EU: keine EU-Umsatzsteuer berechnet (Artikel 59 der Richtlinie 2006/112/EG).',
    ossNote: 'Umsatzsteuer des Verbrauchsmitgliedstaats, erklärt im One-Stop-Shop-Verfahren.',
    rounding: 'Rundung',
    reverseChargeOn: 'Steuerschuldnerschaft des Leistungsempfängers, Entgelt {base}',
    exemptOn: 'Steuerfreier Umsatz {base}',
    outsideEuOn: 'Nicht steuerbar in der EU, Entgelt {base}',
    exempt: 'steuerfrei',
    exemptNote: 'Steuerfreie Leistung (Artikel 132 der Richtlinie 2006/112/EG).',
    outsideEuBusiness:
      'Leistung an ein Unternehmen außerhalb der EU: in der EU nicht steuerbar (Artikel 44 der Richtlinie 2006/112/EG).',
    paid: 'Bezahlt am {date}.',
    refunded: 'Erstattet am {date}.',
    page: 'Seite {page}',
  },
} satisfies Record<Locale, Record<string, string>>;

export type InvoiceTextKey = keyof (typeof texts)['en'];

export function invoiceText(
  locale: Locale,
  key: InvoiceTextKey,
  values: Record<string, string> = {},
): string {
  return texts[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
