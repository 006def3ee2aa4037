import { formatMoney, mailText, type Locale, type OrderSnapshot } from '@platform/contract';
import type { UnitOfWork } from '../../unit-of-work.js';
import type { RefundSucceeded } from '../../events/topics.js';
import { hostOrigin, shopPageLink } from '../../lib/hosts.js';
import type { MailStore } from '../kernel/index.js';
import { receiptOf } from '../invoices/index.js';
import { queueBuyerMail, type BuyerOrder } from '../mail/index.js';

/** The order's page in the shop, named by its unguessable id: its status, what was bought. */
function orderPage(uow: UnitOfWork, store: MailStore, order: OrderSnapshot) {
  const origin = hostOrigin(store.slug, uow.config.publicHost, uow.config.publicProtocol);
  return {
    label: mailText(order.locale, 'viewOrderButton'),
    url: shopPageLink(origin, `/order/${order.id}`, order.locale),
  };
}

/** The buyer of the event's order, as a mail to them names them. */
function buyerOf(order: OrderSnapshot): BuyerOrder {
  return { ...order, test_mode: order.test_mode ? 1 : 0 };
}

/** Tells the buyer, in the language they ordered in, that the merchant cancelled their order. */
export async function queueCancelledNotice(uow: UnitOfWork, store: MailStore, order: OrderSnapshot) {
  const locale = order.locale;
  const values = { order: order.number, store: store.name };
  const receipt = receiptOf(order, order.lines, locale);
  await queueBuyerMail(uow, store, buyerOf(order), {
    kind: 'order_cancelled',
    layout: {
      subject: mailText(locale, 'buyerCancelledSubject', values),
      paragraphs: [mailText(locale, 'buyerCancelledIntro', values)],
      button: orderPage(uow, store, order),
      lines: receipt.lines,
      totals: receipt.totals,
      after: receipt.notes,
    },
  });
}

/** The lines a refund of lines gave back, as one sentence: "Refunded for: 1 × Course." None for an amount. */
function refundedLinesParagraph(locale: Locale, order: OrderSnapshot, refund: RefundSucceeded): string[] {
  const parts = (refund.lines ?? []).filter((part) => order.lines[part.line]);
  if (parts.length === 0) return [];
  const lines = parts.map((part) => `${part.quantity} × ${order.lines[part.line]!.name}`).join(', ');
  return [mailText(locale, 'buyerRefundFor', { lines })];
}

/**
 * Tells the buyer what was given back, in the language they ordered in: the amount, and whether that
 * is all they paid or what stays paid; or that a payment the order could no longer take came back.
 */
export async function queueRefundNotice(
  uow: UnitOfWork,
  store: MailStore,
  order: OrderSnapshot,
  refund: RefundSucceeded,
) {
  const locale = order.locale;
  const values = {
    order: order.number,
    store: store.name,
    amount: formatMoney(refund.amount, locale),
    left: formatMoney(refund.paid_left, locale),
  };
  const explained = refund.unmatched
    ? [mailText(locale, 'buyerRefundUnmatched', values)]
    : [
        mailText(locale, 'buyerRefundIntro', values),
        ...refundedLinesParagraph(locale, order, refund),
        mailText(locale, refund.paid_left > 0 ? 'buyerRefundPartial' : 'buyerRefundWhole', values),
      ];
  const receipt = receiptOf(order, order.lines, locale);
  await queueBuyerMail(uow, store, buyerOf(order), {
    kind: 'order_refund',
    layout: {
      subject: mailText(locale, 'buyerRefundSubject', values),
      paragraphs: explained,
      button: orderPage(uow, store, order),
      lines: receipt.lines,
      totals: receipt.totals,
      refunded: refund.amount,
      after: [mailText(locale, 'buyerRefundTiming'), ...receipt.notes],
    },
  });
}
