import type { AdminOrderFilters } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { selectedOrdersAfter } from '../orders/index.js';
import * as reports from './order-reports.repository.js';

const HEADER = [
  'number',
  'created_at',
  'paid_at',
  'status',
  'email',
  'name',
  'company',
  'vat_number',
  'country',
  'products',
  'total_excl_vat',
  'vat',
  'total_incl_vat',
  'test_order',
  'discount_code',
  'discount',
  'invoice_number',
];

/** Orders read and written at a time: the memory an export holds, whatever the store's history. */
const BATCH = 500;

/** Cents as euros with a decimal point and two decimals: 1995 → "19.95". */
export function euros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * One CSV cell. Text a buyer typed that a spreadsheet would read as a formula (starting with =, +, -,
 * @, a tab or a carriage return) gets a leading apostrophe (OWASP's advice against CSV injection); every
 * cell is quoted, its quotes doubled.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

const csvLine = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The CSV lines of a batch of orders, with their products and invoice numbers read for the batch. */
async function batchLines(
  ctx: AppContext,
  storeId: number,
  rows: Awaited<ReturnType<typeof selectedOrdersAfter>>,
): Promise<string> {
  const db = ctx.database.db;
  const ids = rows.map((row) => row.id);
  const [lines, invoices] = await Promise.all([
    reports.linesOfOrders(db, storeId, ids),
    reports.invoiceNumbersOfOrders(db, storeId, ids),
  ]);
  const products = new Map<string, string[]>();
  for (const line of lines) {
    products.set(line.order_id, [...(products.get(line.order_id) ?? []), `${line.quantity} × ${line.name}`]);
  }
  const invoiceOf = new Map(invoices.map((invoice) => [invoice.order_id, invoice.number]));
  return rows
    .map((row) => {
      const country = (JSON.parse(row.customer_details) as { country?: string }).country ?? '';
      return csvLine([
        String(row.number),
        row.created_at,
        row.paid_at ?? '',
        row.status,
        row.email,
        row.customer_name,
        row.buyer_company ?? '',
        row.buyer_vat_number ?? '',
        country,
        (products.get(row.id) ?? []).join('; '),
        euros(row.total_excl_vat),
        euros(row.total_vat),
        euros(row.total_incl_vat),
        row.test_mode === 1 ? 'yes' : 'no',
        row.discount_code ?? '',
        row.discount_code ? euros(row.discount_amount) : '',
        invoiceOf.get(row.id) ?? '',
      ]);
    })
    .join('');
}

/**
 * The orders the admin's list selects (search, status, days, buyer) as CSV (RFC 4180: CRLF line
 * ends), oldest first, amounts in euros, written as they are read: a batch of orders at a time, each
 * batch an index range after the last number, so the first bytes leave at once and memory stays one
 * batch's however many orders there are. The totals are after a discount code, whose code and amount
 * (in the store's basis, decision 040) follow them; products are "2 × Guide; 1 × Course".
 */
export async function* ordersCsv(
  ctx: AppContext,
  storeId: number,
  selection: Omit<AdminOrderFilters, 'store_id'>,
): AsyncGenerator<string> {
  yield csvLine(HEADER);
  let after = 0;
  for (;;) {
    const rows = await selectedOrdersAfter(ctx.database.db, storeId, selection, after, BATCH);
    if (rows.length === 0) return;
    yield await batchLines(ctx, storeId, rows);
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.number;
  }
}
