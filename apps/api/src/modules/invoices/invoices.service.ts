import {
  formatInvoiceNumber,
  invoiceLineOf,
  vatGroupKey,
  vatGroups,
  vatQuarterOf,
  vatTotalRows,
  type InvoiceKind,
} from '@platform/contract';
import type { Selectable } from 'kysely';
import type { InvoicesTable, OrderRow } from '../../db/schema.js';
import type { RefundSucceeded } from '../../events/topics.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import { findMailStore } from '../kernel/index.js';
import { findOrder, listOrderLines, orderDiscount } from '../orders/index.js';
import * as repository from './invoices.repository.js';
import { addVatTotals, countInvoiceDay } from './vat-totals.repository.js';
import {
  buyerOf,
  creditedLineParts,
  creditLines,
  sellerOf,
  totalsOf,
  type InvoiceSnapshot,
} from './snapshot.js';

export type InvoiceRow = Selectable<InvoicesTable>;

export const snapshotOf = (row: Pick<InvoiceRow, 'snapshot'>) => JSON.parse(row.snapshot) as InvoiceSnapshot;

const dayOf = (iso: string) => iso.slice(0, 10);

/**
 * Test-mode orders (no money moved) are numbered in a sequence of their own, `TEST-2026-0001`, so the
 * store's real sequence holds real sales only, without gaps.
 */
const TEST_SERIES = 'TEST-';

async function issue(
  uow: UnitOfWork,
  storeId: number,
  orderId: string,
  kind: InvoiceKind,
  series: string,
  build: (number: string, issuedAt: string) => InvoiceSnapshot,
  extra: { credits_invoice_id: number | null; refund_id: number | null },
): Promise<{ id: number; snapshot: InvoiceSnapshot; issuedAt: string }> {
  const issuedAt = uow.clock.now().toISOString();
  const year = Number(issuedAt.slice(0, 4));
  // The counter is taken last, right before the insert: its row stays locked until the commit.
  const sequence = await repository.takeInvoiceSequence(uow.db, storeId, series, year);
  const number = `${series}${formatInvoiceNumber(year, sequence)}`;
  const snapshot = build(number, issuedAt);
  const id = await repository.insertInvoice(uow.db, {
    store_id: storeId,
    order_id: orderId,
    kind,
    number,
    year,
    sequence,
    ...extra,
    issued_at: issuedAt,
    locale: snapshot.locale,
    business: snapshot.buyer.company || snapshot.buyer.vat_number ? 1 : 0,
    buyer_name: snapshot.buyer.company ?? snapshot.buyer.name,
    total_excl_vat: snapshot.total_excl_vat,
    total_vat: snapshot.total_vat,
    total_incl_vat: snapshot.total_incl_vat,
    snapshot: JSON.stringify(snapshot),
  });
  await countInvoiceDay(uow.db, storeId, dayOf(issuedAt));
  return { id, snapshot, issuedAt };
}

/**
 * The invoice of an order that has just been paid, written in the transaction that makes it paid
 * (an `inTransaction` handler of `order.paid`): the order never reads as paid without its invoice, and
 * the number is taken under the counter's lock. An order paid again (after a reopened payment) keeps
 * the invoice it has.
 */
export async function issueInvoice(uow: UnitOfWork, storeId: number, orderId: string): Promise<void> {
  if (await repository.findOrderInvoice(uow.db, storeId, orderId)) return;
  const order = await findOrder(uow.db, storeId, orderId);
  if (!order) throw new Error(`order ${orderId} of store ${storeId} is gone`);
  const store = await findMailStore(uow.db, storeId);
  const lines = (await listOrderLines(uow.db, storeId, orderId)).map((line) =>
    invoiceLineOf(order.vat_treatment, line),
  );
  const { snapshot, issuedAt } = await issue(
    uow,
    storeId,
    orderId,
    'invoice',
    order.test_mode === 1 ? TEST_SERIES : '',
    (number, issuedAt) => ({
      kind: 'invoice',
      number,
      issue_date: dayOf(issuedAt),
      supply_date: dayOf(order.paid_at ?? issuedAt),
      order_number: order.number,
      currency: 'EUR',
      locale: order.locale,
      treatment: order.vat_treatment,
      credits: null,
      seller: sellerOf(store, order),
      buyer: buyerOf(order),
      lines,
      ...totalsOf(lines),
      discount: orderDiscount(order),
    }),
    { credits_invoice_id: null, refund_id: null },
  );
  // The reports count a sale in the quarter it was paid in (decision 059), the order once per group.
  const at = { store_id: storeId, test_mode: order.test_mode, counted_at: order.paid_at ?? issuedAt };
  await addVatTotals(uow.db, vatTotalRows(at, vatGroups(order, snapshot.rates)));
}

/**
 * The credit note of money given back, written in the transaction that records the refund: the
 * invoice's parties and treatment, its lines (the lines a refund of lines gave back, or each line's
 * share of a refund of an amount) negated, and a
 * reference to the invoice. A refund of a payment that was never invoiced (one that came after the
 * cancel and is given back whole, or an order from before invoices) has none.
 */
export async function issueCreditNote(
  uow: UnitOfWork,
  storeId: number,
  refund: RefundSucceeded,
): Promise<void> {
  if (refund.unmatched) return;
  const invoiceRow = await repository.findOrderInvoice(uow.db, storeId, refund.order_id);
  if (!invoiceRow) return;
  const invoice = snapshotOf(invoiceRow);
  const left = invoice.total_incl_vat + (await repository.creditedTotal(uow.db, storeId, invoiceRow.id));
  const amount = Math.min(refund.amount, left);
  if (amount <= 0) return;
  // A refund of lines credits them; one of an amount, each line's share of it.
  const parts = refund.lines?.filter((part) => invoice.lines[part.line]);
  const lines = parts?.length ? creditedLineParts(invoice, parts) : creditLines(invoice, amount);
  const order = await findOrder(uow.db, storeId, refund.order_id);
  if (!order) throw new Error(`order ${refund.order_id} of store ${storeId} is gone`);
  const { id, snapshot, issuedAt } = await issue(
    uow,
    storeId,
    refund.order_id,
    'credit_note',
    invoiceRow.number.startsWith(TEST_SERIES) ? TEST_SERIES : '',
    (number, issuedAt) => ({
      ...invoice,
      kind: 'credit_note',
      number,
      issue_date: dayOf(issuedAt),
      credits: { number: invoice.number, issue_date: invoice.issue_date },
      lines,
      ...totalsOf(lines),
      discount: null,
    }),
    { credits_invoice_id: invoiceRow.id, refund_id: refund.refund_id },
  );
  const at = { store_id: storeId, test_mode: order.test_mode, counted_at: issuedAt };
  const counted = await groupsCountedInQuarter(uow, storeId, order, invoice, { id, issuedAt });
  await addVatTotals(uow.db, vatTotalRows(at, vatGroups(order, snapshot.rates), counted));
}

/**
 * The groups that already count an order in the quarter of its new credit note (decision 059): its invoice's, when it
 * was paid in that quarter, and those of its credit notes issued in it before. A credit note adds no
 * order to these, as a report counts each order once per group.
 */
async function groupsCountedInQuarter(
  uow: UnitOfWork,
  storeId: number,
  order: OrderRow,
  invoice: InvoiceSnapshot,
  note: { id: number; issuedAt: string },
): Promise<Set<string>> {
  const quarter = JSON.stringify(vatQuarterOf(note.issuedAt));
  const inQuarter = (time: string | null) => time !== null && JSON.stringify(vatQuarterOf(time)) === quarter;
  const notes = await repository.listOrderCreditNotes(uow.db, storeId, order.id);
  const documents = [
    ...(inQuarter(order.paid_at) ? [invoice] : []),
    ...notes.filter((earlier) => earlier.id !== note.id && inQuarter(earlier.issued_at)).map(snapshotOf),
  ];
  return new Set(documents.flatMap((doc) => vatGroups(order, doc.rates).map(vatGroupKey)));
}
