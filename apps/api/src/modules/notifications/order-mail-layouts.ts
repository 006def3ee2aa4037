import {
  formatMoney,
  LOCALE_TAGS,
  mailText,
  type BillingDetails,
  type Locale,
  type NotificationEvent,
} from '@platform/contract';
import type { Receipt } from '../invoices/index.js';
import type { StoreMailLayout } from '../mail/index.js';

/**
 * What the order mails say, from their data alone: the mails queued for a real order and the admin's
 * preview of them with a sample order (mail-preview.ts) are worded by the same functions.
 */

/** A licence key item of an order: its keys, and how many are still on their way. */
export interface KeyedItem {
  product: string;
  keys: string[];
  pending: number;
}

/** The licence keys, one line each, and the keys still on their way (decision 039). */
export function licenseKeyLines(locale: Locale, items: readonly KeyedItem[]): string[] {
  return items.flatMap(({ product, keys, pending }) => [
    ...keys.map((key) => mailText(locale, 'licenseKeyLine', { product, key })),
    ...(pending > 0 ? [mailText(locale, 'licenseKeysPending', { product, count: pending })] : []),
  ]);
}

/** The seller's business details for the buyer's confirmation, as far as the merchant filled them in. */
export function sellerLines(billing: BillingDetails, locale: Locale): string[] {
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
export function withdrawalWaiverParagraphs(
  locale: Locale,
  waiver: { text: string | null; at: string | null },
): string[] {
  if (!waiver.text || !waiver.at) return [];
  const date = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(waiver.at));
  return [mailText(locale, 'withdrawalWaiverConfirmation', { date: `${date} UTC` }), `“${waiver.text}”`];
}

/** The buyer's confirmation of a paid order, before the greeting (queueBuyerMail adds it). */
export function confirmationLayout(input: {
  locale: Locale;
  storeName: string;
  /** Written out: `#1001`. */
  orderNumber: string;
  licenseKeys: readonly KeyedItem[];
  waiver: string[];
  receipt: Receipt;
  links: { order: string; library: string };
  billing: BillingDetails;
}): StoreMailLayout {
  const { locale, storeName, receipt } = input;
  const number = input.orderNumber;
  const keys = input.licenseKeys.length
    ? [mailText(locale, 'licenseKeysHeading'), ...licenseKeyLines(locale, input.licenseKeys)]
    : [];
  return {
    locale,
    subject: mailText(locale, 'confirmationSubject', { order: number, store: storeName }),
    paragraphs: [
      mailText(locale, 'confirmationIntro'),
      `${mailText(locale, 'orderNumber')} ${number}`,
      ...keys,
      ...input.waiver,
      mailText(locale, 'confirmationAccess'),
    ],
    button: { label: mailText(locale, 'confirmationButton'), url: input.links.order },
    lines: receipt.lines,
    totals: receipt.totals,
    link: { label: mailText(locale, 'libraryLink', { store: storeName }), url: input.links.library },
    after: [...receipt.notes, mailText(locale, 'receiptValidity'), ...sellerLines(input.billing, locale)],
  };
}

/** The merchant's notice of an order event, in the merchant's language. */
export function merchantNoticeLayout(input: {
  locale: Locale;
  event: NotificationEvent;
  /** Written out: `#1001`. */
  orderNumber: string;
  totalInclVat: number;
  customer: string;
  email: string;
  adminUrl: string;
  receipt: Receipt;
}): StoreMailLayout {
  const { locale, receipt } = input;
  const values = {
    order: input.orderNumber,
    total: formatMoney(input.totalInclVat, locale),
  };
  const subjectKey = (
    {
      order_paid: 'notificationSubject',
      order_refunded: 'refundedSubject',
      order_cancelled: 'cancelledSubject',
    } as const
  )[input.event];
  return {
    locale,
    subject: mailText(locale, subjectKey, values),
    paragraphs: [mailText(locale, 'notificationIntro', { customer: input.customer, email: input.email })],
    button: { label: mailText(locale, 'notificationButton'), url: input.adminUrl },
    lines: receipt.lines,
    totals: receipt.totals,
    after: receipt.notes,
  };
}
