import {
  formatMoney,
  formatOrderNumber,
  LOCALE_TAGS,
  mailText,
  type BillingDetails,
  type Locale,
  type NotificationEvent,
  type OrderSnapshot,
} from '@platform/contract';
import type { UnitOfWork } from '../../unit-of-work.js';
import type { OrderRow } from '../../db/schema.js';
import type { EventPayloads, Topic } from '../../events/topics.js';
import { hostOrigin } from '../../lib/hosts.js';
import { createReceiptLinks } from '../buyer-access/index.js';
import { findMailStore, type MailStore } from '../kernel/index.js';
import { keysByOrderItem } from '../licenses/index.js';
import { queueBuyerMail, queueStoreMail } from '../mail/index.js';
import { orderInvoiceAttachments, orderReceipt, receiptOf } from '../invoices/index.js';
import { findOrder, orderSnapshotOf } from '../orders/index.js';
import { listOrderItems } from '../purchases/index.js';

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

/**
 * The consumer's consent to immediate delivery, word for word as they ticked it and when: the
 * confirmation on a durable medium that Consumer Rights Directive art. 8(7) asks for (decision 050).
 */
function withdrawalWaiverParagraphs(order: OrderRow): string[] {
  if (!order.withdrawal_waiver_text || !order.withdrawal_waiver_at) return [];
  const locale = order.locale;
  const date = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(order.withdrawal_waiver_at));
  return [
    mailText(locale, 'withdrawalWaiverConfirmation', { date: `${date} UTC` }),
    `“${order.withdrawal_waiver_text}”`,
  ];
}

/**
 * The licence keys an order holds, one line each, and the keys still on their way (decision 039);
 * nothing for an order without licence key items.
 */
export async function licenseKeyParagraphs(uow: UnitOfWork, order: OrderRow): Promise<string[]> {
  const items = (await listOrderItems(uow.db, order.store_id, order.id)).filter(
    (item) => item.product_type === 'license_key',
  );
  if (items.length === 0) return [];
  const locale = order.locale;
  const keys = await keysByOrderItem(uow.db, order.store_id, order.id);
  const lines = items.flatMap((item) => {
    const held = keys.get(item.id) ?? [];
    const pending = (item.license_keys_wanted ?? 0) - held.length;
    const product = item.name || item.product_name;
    return [
      ...held.map(({ key }) => mailText(locale, 'licenseKeyLine', { product, key })),
      ...(pending > 0 ? [mailText(locale, 'licenseKeysPending', { product, count: String(pending) })] : []),
    ];
  });
  return [mailText(locale, 'licenseKeysHeading'), ...lines];
}

/** The order and its store's mail profile, as an event about it names them. */
export async function orderAndStore(uow: UnitOfWork, storeId: number, orderId: string) {
  const order = await findOrder(uow.db, storeId, orderId);
  // The event was written with the order, and orders are never deleted but with their store.
  if (!order) throw new Error(`order ${orderId} of store ${storeId} is gone`);
  return { order, store: await findMailStore(uow.db, storeId) };
}

/**
 * The order as the event's snapshot has it (decision 064), read only for an event queued before
 * snapshots were, and the store's mail profile.
 */
export async function snapshotAndStore(uow: UnitOfWork, storeId: number, event: EventPayloads[Topic]) {
  const order = event.order ?? (await orderSnapshotOf(uow.db, storeId, event.order_id));
  return { order, store: await findMailStore(uow.db, storeId) };
}

/** The merchant's notice of an order event, to the addresses and for the events they chose. */
export async function queueMerchantNotice(
  uow: UnitOfWork,
  store: MailStore,
  order: OrderSnapshot,
  event: NotificationEvent,
) {
  if (!store.notify.events.includes(event)) return;
  const locale = store.merchantLocale;
  const adminUrl = `${hostOrigin('app', uow.config.publicHost, uow.config.publicProtocol)}/store/${store.id}/orders/${order.id}`;
  const values = { order: order.number, total: formatMoney(order.total_incl_vat, locale) };
  const subjectKey = (
    {
      order_paid: 'notificationSubject',
      order_refunded: 'refundedSubject',
      order_cancelled: 'cancelledSubject',
    } as const
  )[event];
  const receipt = receiptOf(order, order.lines, locale);
  for (const to of store.notify.to) {
    await queueStoreMail(uow, store, {
      kind: `notification_${event}`,
      to,
      orderId: order.id,
      testMode: order.test_mode,
      layout: {
        locale,
        subject: mailText(locale, subjectKey, values),
        paragraphs: [
          mailText(locale, 'notificationIntro', { customer: order.customer_name, email: order.email }),
        ],
        button: { label: mailText(locale, 'notificationButton'), url: adminUrl },
        lines: receipt.lines,
        totals: receipt.totals,
        after: receipt.notes,
      },
    });
  }
}

/**
 * The buyer's confirmation of a paid order, with links that sign in to its goods and to the library
 * of all the buyer's orders in the store, as long as the order lasts (decision 026).
 */
export async function queueOrderConfirmation(uow: UnitOfWork, store: MailStore, order: OrderRow) {
  const locale = order.locale;
  const number = formatOrderNumber(order.number);
  const links = await createReceiptLinks(uow, store, order);
  // The invoice, issued in the paid transaction, goes with it as a PDF rendered when the mail is sent.
  const attachments = await orderInvoiceAttachments(uow.db, store.id, order.id);
  const receipt = await orderReceipt(uow.db, order);
  await queueBuyerMail(uow, store, order, {
    kind: 'order_confirmation',
    attachments,
    layout: {
      subject: mailText(locale, 'confirmationSubject', { order: number, store: store.name }),
      paragraphs: [
        mailText(locale, 'confirmationIntro'),
        `${mailText(locale, 'orderNumber')} ${number}`,
        ...(await licenseKeyParagraphs(uow, order)),
        ...withdrawalWaiverParagraphs(order),
        mailText(locale, 'confirmationAccess'),
      ],
      button: { label: mailText(locale, 'confirmationButton'), url: links.order },
      lines: receipt.lines,
      totals: receipt.totals,
      link: { label: mailText(locale, 'libraryLink', { store: store.name }), url: links.library },
      after: [...receipt.notes, mailText(locale, 'receiptValidity'), ...sellerLines(store.billing, locale)],
    },
  });
}

/** The licence keys a paid order waited for have come: the buyer gets them, and the link to the order. */
export async function queueLicenseDelivery(uow: UnitOfWork, store: MailStore, order: OrderRow) {
  const locale = order.locale;
  const number = formatOrderNumber(order.number);
  const links = await createReceiptLinks(uow, store, order);
  await queueBuyerMail(uow, store, order, {
    kind: 'license_delivered',
    layout: {
      subject: mailText(locale, 'licenseDeliveredSubject', { order: number, store: store.name }),
      paragraphs: [
        mailText(locale, 'licenseDeliveredIntro'),
        ...(await licenseKeyParagraphs(uow, order)).slice(1),
      ],
      button: { label: mailText(locale, 'confirmationButton'), url: links.order },
    },
  });
}
