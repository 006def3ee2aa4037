import { zipSync } from 'fflate';
import type { AdminInvoiceListQuery, InvoiceSummary } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import type { MailAttachment } from '../../lib/mail-attachments.js';
import { AppError } from '../../errors.js';
import { credentialsOf, requireBuyersPaidOrder } from '../customers/index.js';
import type { FastifyRequest } from 'fastify';
import { renderInvoicePdf } from './invoice-pdf.js';
import { renderInvoiceUbl } from './invoice-ubl.js';
import { peppolEndpoints } from './peppol-identifiers.js';
import * as repository from './invoices.repository.js';
import { snapshotOf, type InvoiceRow } from './invoices.service.js';

/** Documents an archive holds at most: a year of a busy store fits in a few; the admin asks for a shorter period beyond. */
export const ARCHIVE_LIMIT = 2000;

type ListedRow = Awaited<ReturnType<typeof repository.listInvoices>>[number];

/**
 * Whether a document has a UBL file: when Peppol can reach both parties (decision 054), a business
 * buyer with a VAT number of a member state and a seller with a KvK or VAT number. Others get the PDF.
 */
const hasUbl = (row: Pick<InvoiceRow, 'snapshot'>) => peppolEndpoints(snapshotOf(row)) !== null;

function summaryOf(row: ListedRow): InvoiceSummary {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    order_id: row.order_id,
    order_number: row.order_number,
    credits_number: row.credits_number,
    issued_at: row.issued_at,
    buyer_name: row.buyer_name,
    treatment: row.vat_treatment,
    total_excl_vat: row.total_excl_vat,
    total_vat: row.total_vat,
    total_incl_vat: row.total_incl_vat,
    has_ubl: hasUbl(row),
  };
}

export interface RenderedDocument {
  body: Buffer;
  contentType: string;
  fileName: string;
}

/** A document's file, rendered from its record: the PDF, or the UBL XML where it has one. */
export async function renderDocument(row: InvoiceRow, format: 'pdf' | 'xml'): Promise<RenderedDocument> {
  const snapshot = snapshotOf(row);
  if (format === 'xml') {
    const xml = renderInvoiceUbl(snapshot);
    if (xml === null) throw AppError.notFound();
    return {
      body: Buffer.from(xml),
      contentType: 'application/xml',
      fileName: `${row.number}.xml`,
    };
  }
  return {
    body: await renderInvoicePdf(snapshot),
    contentType: 'application/pdf',
    fileName: `${row.number}.pdf`,
  };
}

/** The merchant's documents of a period, oldest number first. */
export async function listAdminInvoices(ctx: AppContext, storeId: number, query: AdminInvoiceListQuery) {
  const rows = await repository.listInvoices(
    ctx.database.db,
    storeId,
    { from: query.from, to: query.to, orderId: query.order_id },
    ARCHIVE_LIMIT,
  );
  return { data: rows.map(summaryOf), meta: { total: rows.length, page: 1, per_page: ARCHIVE_LIMIT } };
}

export async function adminDocument(ctx: AppContext, storeId: number, id: number, format: 'pdf' | 'xml') {
  const row = await repository.findInvoice(ctx.database.db, storeId, id);
  if (!row) throw AppError.notFound();
  return renderDocument(row, format);
}

/**
 * A period's documents as one ZIP: each PDF, and the UBL of those that have one. Bounded: at most
 * ARCHIVE_LIMIT documents (a 422 on `to` asks for a shorter period), each PDF a few kB.
 */
export async function invoiceArchive(ctx: AppContext, storeId: number, query: AdminInvoiceListQuery) {
  const rows = await repository.listInvoices(
    ctx.database.db,
    storeId,
    { from: query.from, to: query.to },
    ARCHIVE_LIMIT + 1,
  );
  if (rows.length > ARCHIVE_LIMIT) throw AppError.invalid({ to: 'too_many_entries' });
  const files: Record<string, Uint8Array> = {};
  for (const row of rows) {
    const pdf = await renderDocument(row, 'pdf');
    files[pdf.fileName] = pdf.body;
    if (hasUbl(row)) {
      const xml = await renderDocument(row, 'xml');
      files[xml.fileName] = xml.body;
    }
  }
  const period = `${query.from ?? 'start'}_${query.to ?? 'now'}`;
  return { body: Buffer.from(zipSync(files, { level: 6 })), fileName: `invoices_${period}.zip` };
}

/** The documents of a buyer's order (paid or refunded), for the buyer who may open it. */
export async function buyersInvoices(
  ctx: AppContext,
  request: FastifyRequest,
  storeSlug: string,
  orderId: string,
) {
  const { store, order } = await requireBuyersPaidOrder(ctx, storeSlug, orderId, credentialsOf(request), [
    'paid',
    'refunded',
  ]);
  const rows = await repository.listInvoices(ctx.database.db, store.id, { orderId: order.id }, 100);
  return rows.map(summaryOf);
}

export async function buyersDocument(
  ctx: AppContext,
  request: FastifyRequest,
  storeSlug: string,
  orderId: string,
  id: number,
  format: 'pdf' | 'xml',
) {
  const { store, order } = await requireBuyersPaidOrder(ctx, storeSlug, orderId, credentialsOf(request), [
    'paid',
    'refunded',
  ]);
  const row = await repository.findInvoice(ctx.database.db, store.id, id);
  if (!row || row.order_id !== order.id) throw AppError.notFound();
  return renderDocument(row, format);
}

/** An invoice's PDF as an e-mail's attachment, rendered from its record when the mail is sent. */
export async function invoiceAttachment(db: Db, storeId: number, id: number): Promise<MailAttachment> {
  const row = await repository.findInvoice(db, storeId, id);
  if (!row) throw new Error(`invoice ${id} of store ${storeId} is gone`);
  const pdf = await renderDocument(row, 'pdf');
  return { filename: pdf.fileName, contentType: pdf.contentType, content: pdf.body };
}
