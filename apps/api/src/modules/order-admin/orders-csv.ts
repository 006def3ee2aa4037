import type { AppContext } from '../../app-context.js';
import * as reports from './order-reports.repository.js';

const HEADER = [
  'number',
  'created_at',
  'paid_at',
  'status',
  'email',
  'name',
  'country',
  'total_excl_vat',
  'vat',
  'total_incl_vat',
  'test_order',
  'discount_code',
  'discount',
];

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

/**
 * Every order of the store as CSV (RFC 4180: CRLF line ends), amounts in euros. The totals are after a
 * discount code, whose code and amount (in the store's basis, decision 040) close the row.
 */
export async function ordersCsv(ctx: AppContext, storeId: number): Promise<string> {
  const rows = await reports.ordersForExport(ctx.database.db, storeId);
  const lines = rows.map((row) => {
    const country = (JSON.parse(row.customer_details) as { country?: string }).country ?? '';
    return [
      String(row.number),
      row.created_at,
      row.paid_at ?? '',
      row.status,
      row.email,
      row.customer_name,
      country,
      euros(row.total_excl_vat),
      euros(row.total_vat),
      euros(row.total_incl_vat),
      row.test_mode === 1 ? 'yes' : 'no',
      row.discount_code ?? '',
      row.discount_code ? euros(row.discount_amount) : '',
    ]
      .map(csvCell)
      .join(',');
  });
  return [HEADER.map(csvCell).join(','), ...lines].join('\r\n') + '\r\n';
}
