import { receiptTotals, type AppliedDiscount, type Locale, type SoldLine } from '@platform/contract';
import type { Db } from '../../db/database.js';
import type { OrderRow } from '../../db/schema.js';
import { listOrderLines, orderDiscount } from '../orders/index.js';
import { orderVatRates, vatNotes, vatRows } from './vat-summary.js';

/**
 * The order's lines and totals as its receipt shows them, on the store's basis: a b2b store's lines
 * net, then the total excl. VAT, the VAT per rate and what was paid; a b2c store's lines as paid,
 * then the total, the VAT in it per rate and the total excl. VAT. The VAT rows and the notes on a
 * reverse charge, a sale outside the EU or OSS are the invoice's (decision 036); a discount code's row
 * comes first (decision 040). Every e-mail about an
 * order shows it so: the buyer's in the order's language, the merchant's in the merchant's.
 */
export async function orderReceipt(db: Db, order: OrderRow, locale: Locale = order.locale) {
  const lines = await listOrderLines(db, order.store_id, order.id);
  return receiptOf({ ...order, discount: orderDiscount(order) }, lines, locale);
}

/** The order's fields a receipt is made of, with its discount code when it was placed with one. */
type ReceiptOrder = Pick<
  OrderRow,
  'business_type' | 'total_excl_vat' | 'total_incl_vat' | 'vat_treatment'
> & {
  discount?: AppliedDiscount | null | undefined;
};

/** The receipt of an order and its lines at hand: an event's snapshot of them (decision 064). */
export function receiptOf(order: ReceiptOrder, lines: readonly SoldLine[], locale: Locale) {
  const net = order.business_type === 'b2b';
  return {
    lines: lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      total: net ? line.total_excl_vat : line.total_incl_vat,
    })),
    totals: receiptTotals(
      locale,
      order.business_type,
      { excl_vat: order.total_excl_vat, incl_vat: order.total_incl_vat },
      vatRows(orderVatRates(order.vat_treatment, lines), locale),
      order.discount ?? null,
    ),
    notes: vatNotes(order.vat_treatment, locale),
  };
}

/** A receipt as the mails about an order show it. */
export type Receipt = ReturnType<typeof receiptOf>;
