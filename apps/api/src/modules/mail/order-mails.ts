import {
  formatMoney,
  mailText,
  type BillingDetails,
  type Locale,
  type NotificationEvent,
} from '@platform/contract';
import type { Infrastructure } from '../../unit-of-work.js';
import type { Db } from '../../db/database.js';
import type { OrderRow } from '../../db/schema.js';
import { hostOrigin } from '../../lib/hosts.js';
import { createLoginLink } from '../customers/index.js';
import type { MailStore } from '../kernel/index.js';
import { listOrderLines } from '../orders/index.js';
import { renderMail, type MailLayout } from './mail-render.js';
import { enqueueEmail } from './outbox.repository.js';

/** The seller's business details for the buyer's confirmation, as far as the merchant filled them in. */
function sellerLines(billing: BillingDetails, locale: Locale): string[] {
  if (!billing.legal_name) return [];
  const place = [billing.postal_code, billing.city].filter(Boolean).join(' ');
  return [
    `${mailText(locale, 'sellerHeading')}: ${[billing.legal_name, billing.address, place, billing.country].filter(Boolean).join(', ')}`,
    ...(billing.vat_number ? [`${mailText(locale, 'vatNumber')}: ${billing.vat_number}`] : []),
    ...(billing.coc_number ? [`${mailText(locale, 'cocNumber')}: ${billing.coc_number}`] : []),
  ];
}

function orderLabel(order: OrderRow): string {
  return order.id.slice(0, 8).toUpperCase();
}

/** Renders and queues one e-mail in the caller's transaction, with the store's sender and footer. */
async function queue(
  db: Db,
  ctx: Infrastructure,
  store: MailStore,
  order: OrderRow,
  kind: string,
  to: string,
  layout: Omit<MailLayout, 'storeName' | 'footer' | 'testMode'>,
) {
  const mail = renderMail({
    ...layout,
    storeName: store.name,
    footer: store.footer,
    testMode: order.test_mode === 1,
  });
  await enqueueEmail(db, {
    store_id: store.id,
    order_id: order.id,
    kind,
    to_address: to,
    from_name: store.senderName,
    reply_to: store.replyTo,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    created_at: ctx.clock.now().toISOString(),
  });
}

async function mailLines(db: Db, order: OrderRow) {
  const lines = await listOrderLines(db, order.store_id, order.id);
  return lines.map((line) => ({ name: line.name, quantity: line.quantity, total: line.total_incl_vat }));
}

/** The merchant's notice of an order event, to the addresses and for the events they chose. */
async function queueMerchantNotice(
  db: Db,
  ctx: Infrastructure,
  store: MailStore,
  order: OrderRow,
  event: NotificationEvent,
) {
  if (!store.notify.events.includes(event)) return;
  const locale = store.merchantLocale;
  const adminUrl = `${hostOrigin('app', ctx.config.publicHost, ctx.config.publicProtocol)}/store/${store.id}/orders/${order.id}`;
  const values = { order: orderLabel(order), total: formatMoney(order.total_incl_vat, locale) };
  const subjectKey = (
    {
      order_paid: 'notificationSubject',
      order_refunded: 'refundedSubject',
      order_cancelled: 'cancelledSubject',
    } as const
  )[event];
  const lines = await mailLines(db, order);
  for (const to of store.notify.to) {
    await queue(db, ctx, store, order, `notification_${event}`, to, {
      locale,
      subject: mailText(locale, subjectKey, values),
      paragraphs: [
        mailText(locale, 'notificationIntro', { customer: order.customer_name, email: order.email }),
      ],
      button: { label: mailText(locale, 'notificationButton'), url: adminUrl },
      lines,
      total: order.total_incl_vat,
    });
  }
}

/** The buyer's confirmation with a sign-in link, and the merchant's notification; in the caller's transaction. */
export async function queuePaidOrderMails(db: Db, ctx: Infrastructure, store: MailStore, order: OrderRow) {
  const locale = order.locale;
  const link = await createLoginLink(db, ctx, order, store.slug);
  await queue(db, ctx, store, order, 'order_confirmation', order.email, {
    locale,
    subject: mailText(locale, 'confirmationSubject', { store: store.name }),
    paragraphs: [
      mailText(locale, 'greeting', { name: order.customer_name }),
      mailText(locale, 'confirmationIntro'),
      `${mailText(locale, 'orderNumber')} ${orderLabel(order)}`,
      mailText(locale, 'confirmationAccess'),
    ],
    button: { label: mailText(locale, 'confirmationButton'), url: link },
    lines: await mailLines(db, order),
    total: order.total_incl_vat,
    after: [mailText(locale, 'linkValidity'), ...sellerLines(store.billing, locale)],
  });
  await queueMerchantNotice(db, ctx, store, order, 'order_paid');
}

/** What a status change tells the merchant: a refund or a cancellation, when they asked for it. */
export async function queueStatusMails(db: Db, ctx: Infrastructure, store: MailStore, order: OrderRow) {
  if (order.status === 'paid') return queuePaidOrderMails(db, ctx, store, order);
  if (order.status === 'refunded') return queueMerchantNotice(db, ctx, store, order, 'order_refunded');
  if (order.status === 'cancelled') return queueMerchantNotice(db, ctx, store, order, 'order_cancelled');
}

/** A fresh sign-in link for the buyer, asked for on the order page or resent by the merchant. */
export async function queueLoginMail(db: Db, ctx: Infrastructure, store: MailStore, order: OrderRow) {
  const locale = order.locale;
  const link = await createLoginLink(db, ctx, order, store.slug);
  await queue(db, ctx, store, order, 'login_link', order.email, {
    locale,
    subject: mailText(locale, 'loginSubject', { store: store.name }),
    paragraphs: [mailText(locale, 'greeting', { name: order.customer_name }), mailText(locale, 'loginIntro')],
    button: { label: mailText(locale, 'confirmationButton'), url: link },
    after: [mailText(locale, 'linkValidity')],
  });
}

/** A sample of the store's e-mails sent to the merchant, to see sender, reply-to and footer for real. */
export async function queueTestMail(db: Db, ctx: Infrastructure, store: MailStore, to: string) {
  const locale = store.merchantLocale;
  const mail = renderMail({
    locale,
    storeName: store.name,
    footer: store.footer,
    testMode: false,
    subject: mailText(locale, 'testSubject', { store: store.name }),
    paragraphs: [mailText(locale, 'testIntro')],
  });
  await enqueueEmail(db, {
    store_id: store.id,
    order_id: null,
    kind: 'test_email',
    to_address: to,
    from_name: store.senderName,
    reply_to: store.replyTo,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    created_at: ctx.clock.now().toISOString(),
  });
}
