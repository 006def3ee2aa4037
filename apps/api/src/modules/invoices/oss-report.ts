import type {
  OssReport,
  OssReportQuery,
  OssRow,
  ReverseChargeRow,
  TreatmentTotal,
  VatTreatment,
} from '@platform/contract';
import { VAT_TREATMENTS } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { readSettings } from '../kernel/index.js';
import { listVatTotals } from './vat-totals.repository.js';

/** The quarter's bounds in UTC, as payment times are kept. */
function quarterBounds(year: number, quarter: number) {
  const month = (quarter - 1) * 3;
  return {
    from: new Date(Date.UTC(year, month, 1)).toISOString(),
    until: new Date(Date.UTC(year, month + 3, 1)).toISOString(),
  };
}

/** A row every sale and credit note of which cancel out has nothing to declare. */
const declared = (row: { taxable_amount: number; vat?: number }) => row.taxable_amount !== 0 || !!row.vat;

/**
 * The OSS report of a quarter (decision 029): every order paid in it, per rate as its invoice states it,
 * less the credit notes issued in it (whatever quarter their sale was in), so the VAT declared is the
 * VAT the documents state (decision 054), as each document added it to the quarter's totals when it
 * was issued (decision 059). Consumer sales in
 * other member states per state and rate (the OSS return), reverse-charged sales per buyer's VAT number
 * (the EC Sales List), and every sale by treatment, whose sum is the quarter's sales. Live orders; while
 * the store is in test mode, its test orders.
 */
export async function ossReport(ctx: AppContext, storeId: number, query: OssReportQuery): Promise<OssReport> {
  const now = ctx.clock.now();
  const year = query.year ?? now.getUTCFullYear();
  const quarter = query.quarter ?? Math.floor(now.getUTCMonth() / 3) + 1;
  const { from, until } = quarterBounds(year, quarter);
  const db = ctx.database.db;
  const testMode = (await readSettings(db, storeId, ['test_mode'])).test_mode!.value;
  const rows = await listVatTotals(db, storeId, { year, quarters: [quarter], testMode });
  const treatments = new Map<VatTreatment, TreatmentTotal>(
    VAT_TREATMENTS.map((treatment) => [
      treatment,
      { treatment, taxable_amount: 0, vat: 0, total: 0, orders: 0 },
    ]),
  );
  const oss: OssRow[] = [];
  const reverse: ReverseChargeRow[] = [];
  // Each row is one group of the quarter (decision 059); a treatment's groups are its buyer and seller
  // countries, each order in one of them.
  for (const row of rows) {
    if (row.section === 'treatment') {
      const byTreatment = treatments.get(row.treatment)!;
      byTreatment.taxable_amount += row.base;
      byTreatment.vat += row.vat;
      // A document's rounding amount (decision 054) is neither taxable amount nor VAT, so no return
      // declares it; it is part of what the buyers paid, which the treatment's total is.
      byTreatment.total += row.base + row.vat + row.rounding;
      byTreatment.orders += row.orders;
    } else if (row.section === 'oss') {
      oss.push({
        country: row.country,
        vat_rate: row.vat_rate,
        taxable_amount: row.base,
        vat: row.vat,
        orders: row.orders,
      });
    } else {
      reverse.push({
        country: row.country,
        vat_number: row.vat_number,
        company: row.company,
        taxable_amount: row.base,
        orders: row.orders,
      });
    }
  }
  return {
    year,
    quarter,
    from,
    until,
    test_mode: testMode,
    oss: oss.filter(declared).sort((a, b) => a.country.localeCompare(b.country) || b.vat_rate - a.vat_rate),
    reverse_charge: reverse
      .filter(declared)
      .sort((a, b) => a.country.localeCompare(b.country) || a.vat_number.localeCompare(b.vat_number)),
    by_treatment: [...treatments.values()],
  };
}

const euros = (cents: number) => (cents / 100).toFixed(2);

/**
 * A spreadsheet cell: quoted when needed, and never read as a formula. A negative amount (a quarter's
 * credit notes) stays a number: a minus and digits cannot be a formula.
 */
function cell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The report as CSV, one section per row kind; amounts in euros with a decimal point. */
export function ossReportCsv(report: OssReport): string {
  const rows: (string | number | null)[][] = [
    ['section', 'country', 'vat_rate', 'vat_number', 'company', 'taxable_amount', 'vat', 'orders'],
    ...report.oss.map((row) => [
      'oss',
      row.country,
      row.vat_rate,
      null,
      null,
      euros(row.taxable_amount),
      euros(row.vat),
      row.orders,
    ]),
    ...report.reverse_charge.map((row) => [
      'reverse_charge',
      row.country,
      0,
      row.vat_number,
      row.company,
      euros(row.taxable_amount),
      euros(0),
      row.orders,
    ]),
    ...report.by_treatment.map((row) => [
      `total_${row.treatment}`,
      null,
      null,
      null,
      null,
      euros(row.taxable_amount),
      euros(row.vat),
      row.orders,
    ]),
  ];
  return `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
