import { Readable } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';
import type { AdminInvoiceListQuery, AdminInvoicePeriodQuery, InvoiceSummary } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import type { AttachmentRef, MailAttachment } from '../../lib/mail-attachments.js';
import { AppError } from '../../errors.js';
import { credentialsOf, requireBuyersPaidOrder } from '../buyer-access/index.js';
import type { FastifyRequest } from 'fastify';
import { renderInvoicePdf } from './invoice-pdf.js';
import { renderInvoiceUbl } from './invoice-ubl.js';
import { peppolEndpoints } from './peppol-identifiers.js';
import * as repository from './invoices.repository.js';
import { countInvoices } from './vat-totals.repository.js';
import { withTenantScope } from '../../db/tenant-scope.js';
import { snapshotOf, type InvoiceRow } from './invoices.service.js';

/** Documents an archive reads at a time: its memory holds one batch, whatever the period. */
const ARCHIVE_BATCH = 100;

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

/**
 * A page of the merchant's documents of a period, in the order they were issued, and how many the
 * period holds: the days' counts (decision 059), or an order's own documents.
 */
export async function listAdminInvoices(ctx: AppContext, storeId: number, query: AdminInvoiceListQuery) {
  const db = ctx.database.db;
  const filter = { from: query.from, to: query.to, orderId: query.order_id };
  const [rows, total] = await Promise.all([
    repository.listInvoices(db, storeId, filter, {
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
    query.order_id
      ? repository.countOrderInvoices(db, storeId, { ...filter, orderId: query.order_id })
      : countInvoices(db, storeId, filter),
  ]);
  return { data: rows.map(summaryOf), meta: { total, page: query.page, per_page: query.per_page } };
}

export async function adminDocument(ctx: AppContext, storeId: number, id: number, format: 'pdf' | 'xml') {
  const row = await repository.findInvoice(ctx.database.db, storeId, id);
  if (!row) throw AppError.notFound();
  return renderDocument(row, format);
}

/**
 * A period's documents as one ZIP, streamed: each PDF, and the UBL of those that have one, read and
 * rendered a batch at a time, so a period of any length fits in the archive and not in memory.
 */
export function invoiceArchive(ctx: AppContext, storeId: number, query: AdminInvoicePeriodQuery) {
  const period = `${query.from ?? 'start'}_${query.to ?? 'now'}`;
  return {
    body: Readable.from(archiveChunks(ctx.database.db, storeId, query)),
    fileName: `invoices_${period}.zip`,
  };
}

async function* archiveChunks(db: Db, storeId: number, query: AdminInvoicePeriodQuery) {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else chunks.push(chunk);
  });
  const addFile = (file: RenderedDocument) => {
    const entry = new ZipDeflate(file.fileName, { level: 6 });
    zip.add(entry);
    entry.push(file.body, true);
  };
  let after: { issued_at: string; id: number } | null = null;
  for (;;) {
    // The stream is read after the handler returns: each batch enters the store again.
    const rows = await withTenantScope(
      () =>
        repository.listInvoices(
          db,
          storeId,
          { from: query.from, to: query.to },
          { limit: ARCHIVE_BATCH, after },
        ),
      storeId,
    );
    for (const row of rows) {
      addFile(await renderDocument(row, 'pdf'));
      if (hasUbl(row)) addFile(await renderDocument(row, 'xml'));
      yield* chunks.splice(0);
    }
    if (rows.length < ARCHIVE_BATCH) break;
    after = rows.at(-1)!;
  }
  zip.end();
  if (failure) throw failure;
  yield* chunks.splice(0);
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
  const rows = await repository.listInvoices(
    ctx.database.db,
    store.id,
    { orderId: order.id },
    { limit: 100, offset: 0 },
  );
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

/**
 * What a mail about an order carries of its invoices: the invoice, once the paid transaction issued one,
 * as a reference that `invoiceAttachment` renders when the mail is sent.
 */
export async function orderInvoiceAttachments(
  db: Db,
  storeId: number,
  orderId: string,
): Promise<AttachmentRef[]> {
  const invoice = await repository.findOrderInvoice(db, storeId, orderId);
  return invoice ? [{ kind: 'invoice', id: invoice.id }] : [];
}

/** An invoice's PDF as an e-mail's attachment, rendered from its record when the mail is sent. */
export async function invoiceAttachment(db: Db, storeId: number, id: number): Promise<MailAttachment> {
  const row = await repository.findInvoice(db, storeId, id);
  if (!row) throw new Error(`invoice ${id} of store ${storeId} is gone`);
  const pdf = await renderDocument(row, 'pdf');
  return { filename: pdf.fileName, contentType: pdf.contentType, content: pdf.body };
}
