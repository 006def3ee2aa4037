import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { OrdersTable } from '../../db/schema.js';
import { listPaidSaleLines } from '../orders/index.js';
import { listInvoicesOfOrdersPaid, ordersWithCreditNotes } from './invoices.repository.js';
import { snapshotOf } from './invoices.service.js';
import { documentRates, lineOf, type RateTotal } from './snapshot.js';

/** To whom a sale was made and how it was taxed: where a report puts its document's rates. */
export type ReportedSale = { order_id: string } & Pick<
  Selectable<OrdersTable>,
  'vat_treatment' | 'buyer_country' | 'buyer_vat_number' | 'buyer_company' | 'seller_country'
>;

/**
 * One rate of one document, as the VAT reports add it up: its taxable amount and VAT as the document
 * states them (BT-116, BT-117), and its rounding, the cent a gross price does not split (BT-114,
 * decision 054). The rounding is neither taxable amount nor VAT: no return declares it, and a report
 * counts it only in what was paid (base + VAT + rounding).
 */
export type ReportedRate = ReportedSale & { vat_rate: number; base: number; vat: number; rounding: number };

export function reportedRates(sale: ReportedSale, rates: readonly RateTotal[]): ReportedRate[] {
  const { order_id, vat_treatment, buyer_country, buyer_vat_number, buyer_company, seller_country } = sale;
  return rates.map((rate) => ({
    order_id,
    vat_treatment,
    buyer_country,
    buyer_vat_number,
    buyer_company,
    seller_country,
    vat_rate: rate.rate,
    base: rate.base,
    vat: rate.vat,
    rounding: rate.rounding ?? 0,
  }));
}

/**
 * The rates of the store's orders paid in [from, until), as their invoices state them, so the reports
 * declare the VAT the buyers' documents show (decision 054). An order paid without an invoice (from
 * before invoices) is counted as an invoice of its lines would state it, by the documents' own rule
 * (`documentRates`).
 */
export async function listInvoicedSales(
  db: Db,
  storeId: number,
  period: { from: string; until: string; testMode: boolean },
): Promise<ReportedRate[]> {
  const [paidOrRefunded, invoices] = await Promise.all([
    listPaidSaleLines(db, storeId, period),
    listInvoicesOfOrdersPaid(db, storeId, period),
  ]);
  // An order refunded whole counts when a credit note subtracts it; one refunded before credit notes
  // existed has none, and is left out as it always was.
  const refunded = [
    ...new Set(paidOrRefunded.filter((line) => line.status === 'refunded').map((line) => line.order_id)),
  ];
  const credited = await ordersWithCreditNotes(db, storeId, refunded);
  const lines = paidOrRefunded.filter((line) => line.status === 'paid' || credited.has(line.order_id));
  const stated = new Map(invoices.map((invoice) => [invoice.order_id, snapshotOf(invoice).rates]));
  const orders = new Map<string, typeof lines>();
  for (const line of lines) orders.set(line.order_id, [...(orders.get(line.order_id) ?? []), line]);
  return [...orders.values()].flatMap((orderLines) => {
    const sale = orderLines[0]!;
    const rates =
      stated.get(sale.order_id) ?? documentRates(orderLines.map((line) => lineOf(sale.vat_treatment, line)));
    return reportedRates(sale, rates);
  });
}
