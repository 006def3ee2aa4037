import {
  formatMoney,
  formatOrderNumber,
  invoiceText,
  mailText,
  type BillingDetails,
  type Locale,
  type NotificationEvent,
} from '@platform/contract';
import type { UnitOfWork } from '../../unit-of-work.js';
import type { OrderRow } from '../../db/schema.js';
import { hostOrigin } from '../../lib/hosts.js';
import { createReceiptLinks } from '../customers/index.js';
import { findMailStore, type MailStore } from '../kernel/index.js';
import { keysByOrderItem } from '../licenses/index.js';
import { queueBuyerMail, queueStoreMail, type MailLine, type MailTotal } from '../mail/index.js';
import { findOrderInvoice, orderVatRates, vatNotes, vatRows } from '../invoices/index.js';
import { findOrder, listOrderLines } from '../orders/index.js';
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

/** The order's lines as its e-mails list them. */
export async function mailLines(uow: UnitOfWork, order: OrderRow): Promise<MailLine[]> {
  const lines = await listOrderLines(uow.db, order.store_id, order.id);
  return lines.map((line) => ({ name: line.name, quantity: line.quantity, total: line.total_incl_vat }));
}

/**
 * The order's lines and totals as its receipt shows them, on the store's basis: a b2b store's lines
 * net, then the total excl. VAT, the VAT per rate and what was paid; a b2c store's lines as paid,
 * then the total, the VAT in it per rate and the total excl. VAT. The VAT rows and the notes on a
 * reverse charge, a sale outside the EU or OSS are the invoice's (decision 036).
 */
async function receiptLines(uow: UnitOfWork, order: OrderRow) {
  const locale = order.locale;
  const lines = await listOrderLines(uow.db, order.store_id, order.id);
  const net = order.business_type === 'b2b';
  const excl: MailTotal = { label: invoiceText(locale, 'totalExcl'), amount: order.total_excl_vat };
  const incl: MailTotal = {
    label: invoiceText(locale, 'totalIncl'),
    amount: order.total_incl_vat,
    strong: true,
  };
  const vat = vatRows(orderVatRates(order.vat_treatment, lines), locale);
  return {
    lines: lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      total: net ? line.total_excl_vat : line.total_incl_vat,
    })),
    totals: net ? [excl, ...vat, incl] : [incl, ...vat, excl],
    notes: vatNotes(order.vat_treatment, locale),
  };
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

/** The merchant's notice of an order event, to the addresses and for the events they chose. */
export async function queueMerchantNotice(
  uow: UnitOfWork,
  store: MailStore,
  order: OrderRow,
  event: NotificationEvent,
) {
  if (!store.notify.events.includes(event)) return;
  const locale = store.merchantLocale;
  const adminUrl = `${hostOrigin('app', uow.config.publicHost, uow.config.publicProtocol)}/store/${store.id}/orders/${order.id}`;
  const values = { order: formatOrderNumber(order.number), total: formatMoney(order.total_incl_vat, locale) };
  const subjectKey = (
    {
      order_paid: 'notificationSubject',
      order_refunded: 'refundedSubject',
      order_cancelled: 'cancelledSubject',
    } as const
  )[event];
  const lines = await mailLines(uow, order);
  for (const to of store.notify.to) {
    await queueStoreMail(uow, store, {
      kind: `notification_${event}`,
      to,
      orderId: order.id,
      testMode: order.test_mode === 1,
      layout: {
        locale,
        subject: mailText(locale, subjectKey, values),
        paragraphs: [
          mailText(locale, 'notificationIntro', { customer: order.customer_name, email: order.email }),
        ],
        button: { label: mailText(locale, 'notificationButton'), url: adminUrl },
        lines,
        total: order.total_incl_vat,
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
  const invoice = await findOrderInvoice(uow.db, store.id, order.id);
  const receipt = await receiptLines(uow, order);
  await queueBuyerMail(uow, store, order, {
    kind: 'order_confirmation',
    attachments: invoice ? [{ kind: 'invoice', id: invoice.id }] : [],
    layout: {
      subject: mailText(locale, 'confirmationSubject', { order: number, store: store.name }),
      paragraphs: [
        mailText(locale, 'confirmationIntro'),
        `${mailText(locale, 'orderNumber')} ${number}`,
        ...(await licenseKeyParagraphs(uow, order)),
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
