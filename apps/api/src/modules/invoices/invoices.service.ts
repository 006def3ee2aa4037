import { formatInvoiceNumber, type InvoiceKind } from '@platform/contract';
import type { Selectable } from 'kysely';
import type { InvoicesTable } from '../../db/schema.js';
import type { RefundSucceeded } from '../../events/topics.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import { findMailStore } from '../kernel/index.js';
import { findOrder, listOrderLines } from '../orders/index.js';
import * as repository from './invoices.repository.js';
import { buyerOf, creditLines, lineOf, sellerOf, totalsOf, type InvoiceSnapshot } from './snapshot.js';

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
): Promise<number> {
  const issuedAt = uow.clock.now().toISOString();
  const year = Number(issuedAt.slice(0, 4));
  // The counter is taken last, right before the insert: its row stays locked until the commit.
  const sequence = await repository.takeInvoiceSequence(uow.db, storeId, series, year);
  const number = `${series}${formatInvoiceNumber(year, sequence)}`;
  const snapshot = build(number, issuedAt);
  return repository.insertInvoice(uow.db, {
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
    lineOf(order.vat_treatment, line),
  );
  await issue(
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
    }),
    { credits_invoice_id: null, refund_id: null },
  );
}

/**
 * The credit note of money given back, written in the transaction that records the refund: the
 * invoice's parties and treatment, its lines (or their share of a partial refund) negated, and a
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
  const lines = creditLines(invoice, amount);
  await issue(
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
    }),
    { credits_invoice_id: invoiceRow.id, refund_id: refund.refund_id },
  );
}
