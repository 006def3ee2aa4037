import { z } from 'zod';
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
  kind: invoiceKind.describe('`invoice`, or `credit_note` for a document that corrects an invoice.'),
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
  from: day
    .optional()
    .describe(
      'The first issue day of the period (`YYYY-MM-DD`, UTC), included; left out: from the first document.',
    ),
  to: day
    .optional()
    .describe(
      'The last issue day of the period (`YYYY-MM-DD`, UTC), included; left out: up to the latest document.',
    ),
  order_id: z.string().min(1).max(64).optional(),
});
export type AdminInvoicePeriodQuery = z.infer<typeof adminInvoicePeriodQuery>;

/** A page of a period's documents, as the admin's other lists page (decision 059). */
export const adminInvoiceListQuery = pageQuery.extend(adminInvoicePeriodQuery.shape);
export type AdminInvoiceListQuery = z.infer<typeof adminInvoiceListQuery>;

export const adminInvoiceParams = z.object({ id });
export const invoiceFormat = z.enum(['pdf', 'xml']);
