import { formatOrderNumber, mailText, type NotificationEvent, type OrderSnapshot } from '@platform/contract';
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
import {
  confirmationLayout,
  licenseKeyLines,
  merchantNoticeLayout,
  withdrawalWaiverParagraphs,
  type KeyedItem,
} from './order-mail-layouts.js';

/** The licence key items of an order, with the keys they hold; none for an order without such items. */
async function keyedItems(uow: UnitOfWork, order: OrderRow): Promise<KeyedItem[]> {
  const items = (await listOrderItems(uow.db, order.store_id, order.id)).filter(
    (item) => item.product_type === 'license_key',
  );
  if (items.length === 0) return [];
  const keys = await keysByOrderItem(uow.db, order.store_id, order.id);
  return items.map((item) => {
    const held = (keys.get(item.id) ?? []).map(({ key }) => key);
    return {
      product: item.name || item.product_name,
      keys: held,
      pending: (item.license_keys_wanted ?? 0) - held.length,
    };
  });
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
  const layout = merchantNoticeLayout({
    locale,
    event,
    orderNumber: order.number,
    totalInclVat: order.total_incl_vat,
    customer: order.customer_name,
    email: order.email,
    adminUrl: `${hostOrigin('app', uow.config.publicHost, uow.config.publicProtocol)}/store/${store.id}/orders/${order.id}`,
    receipt: receiptOf(order, order.lines, locale),
  });
  for (const to of store.notify.to) {
    await queueStoreMail(uow, store, {
      kind: `notification_${event}`,
      to,
      orderId: order.id,
      testMode: order.test_mode,
      layout,
    });
  }
}

/**
 * The buyer's confirmation of a paid order, with links that sign in to its goods and to the library
 * of all the buyer's orders in the store, as long as the order lasts (decision 026).
 */
export async function queueOrderConfirmation(uow: UnitOfWork, store: MailStore, order: OrderRow) {
  const links = await createReceiptLinks(uow, store, order);
  // The invoice, issued in the paid transaction, goes with it as a PDF rendered when the mail is sent.
  const attachments = await orderInvoiceAttachments(uow.db, store.id, order.id);
  const layout = confirmationLayout({
    locale: order.locale,
    storeName: store.name,
    orderNumber: formatOrderNumber(order.number),
    licenseKeys: await keyedItems(uow, order),
    waiver: withdrawalWaiverParagraphs(order.locale, {
      text: order.withdrawal_waiver_text,
      at: order.withdrawal_waiver_at,
    }),
    receipt: await orderReceipt(uow.db, order),
    links,
    billing: store.billing,
  });
  await queueBuyerMail(uow, store, order, { kind: 'order_confirmation', attachments, layout });
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
        ...licenseKeyLines(locale, await keyedItems(uow, order)),
      ],
      button: { label: mailText(locale, 'confirmationButton'), url: links.order },
    },
  });
}
