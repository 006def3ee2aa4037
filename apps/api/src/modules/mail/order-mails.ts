import { formatMoney, type Locale } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import type { OrderRow } from '../../db/schema.js';
import { hostOrigin } from '../../lib/hosts.js';
import { createLoginLink } from '../customers/login-links.js';
import { listOrderLines } from '../orders/orders.repository.js';
import { renderMail } from './mail-render.js';
import { mailText } from './mail-texts.js';
import { enqueueEmail } from './outbox.repository.js';

export interface MailStore {
  id: number;
  name: string;
  slug: string;
  ownerEmail: string;
}

function orderLabel(order: OrderRow): string {
  return order.id.slice(0, 8).toUpperCase();
}

async function queue(
  db: Db,
  ctx: AppContext,
  store: MailStore,
  order: OrderRow,
  kind: string,
  to: string,
  mail: ReturnType<typeof renderMail>,
) {
  await enqueueEmail(db, {
    store_id: store.id,
    order_id: order.id,
    kind,
    to_address: to,
    from_name: store.name,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    created_at: ctx.clock.now().toISOString(),
  });
}

/** The buyer's confirmation with a sign-in link, and the merchant's notification; in the caller's transaction. */
export async function queuePaidOrderMails(
  db: Db,
  ctx: AppContext,
  store: MailStore,
  order: OrderRow,
  merchantLocale: Locale,
) {
  const lines = await listOrderLines(db, store.id, order.id);
  const mailLines = lines.map((line) => ({
    name: line.name,
    quantity: line.quantity,
    total: line.total_incl_vat,
  }));
  const locale = order.locale;
  const link = await createLoginLink(db, ctx, order, store.slug);
  await queue(
    db,
    ctx,
    store,
    order,
    'order_confirmation',
    order.email,
    renderMail({
      locale,
      storeName: store.name,
      subject: mailText(locale, 'confirmationSubject', { store: store.name }),
      paragraphs: [
        mailText(locale, 'greeting', { name: order.customer_name }),
        mailText(locale, 'confirmationIntro'),
        `${mailText(locale, 'orderNumber')} ${orderLabel(order)}`,
        mailText(locale, 'confirmationAccess'),
      ],
      button: { label: mailText(locale, 'confirmationButton'), url: link },
      lines: mailLines,
      total: order.total_incl_vat,
      after: [mailText(locale, 'linkValidity')],
      testMode: order.test_mode === 1,
    }),
  );
  const adminUrl = `${hostOrigin('app', ctx.config.publicHost, ctx.config.publicProtocol)}/store/${store.id}/orders/${order.id}`;
  const totalText = formatMoney(order.total_incl_vat, merchantLocale);
  await queue(
    db,
    ctx,
    store,
    order,
    'order_notification',
    store.ownerEmail,
    renderMail({
      locale: merchantLocale,
      storeName: store.name,
      subject: mailText(merchantLocale, 'notificationSubject', {
        order: orderLabel(order),
        total: totalText,
      }),
      paragraphs: [
        mailText(merchantLocale, 'notificationIntro', { customer: order.customer_name, email: order.email }),
      ],
      button: { label: mailText(merchantLocale, 'notificationButton'), url: adminUrl },
      lines: mailLines,
      total: order.total_incl_vat,
      testMode: order.test_mode === 1,
    }),
  );
}

/** A fresh sign-in link for the buyer, asked for on the order page or resent by the merchant. */
export async function queueLoginMail(db: Db, ctx: AppContext, store: MailStore, order: OrderRow) {
  const locale = order.locale;
  const link = await createLoginLink(db, ctx, order, store.slug);
  await queue(
    db,
    ctx,
    store,
    order,
    'login_link',
    order.email,
    renderMail({
      locale,
      storeName: store.name,
      subject: mailText(locale, 'loginSubject', { store: store.name }),
      paragraphs: [
        mailText(locale, 'greeting', { name: order.customer_name }),
        mailText(locale, 'loginIntro'),
      ],
      button: { label: mailText(locale, 'confirmationButton'), url: link },
      after: [mailText(locale, 'linkValidity')],
      testMode: order.test_mode === 1,
    }),
  );
}
