import {
  FIRST_ORDER_NUMBER,
  formatMoney,
  formatOrderNumber,
  mailText,
  receiptTotals,
  splitVat,
  supplyDate,
  vatAtRow,
  vatRateFor,
  type BusinessType,
  type Locale,
  type ReceiptTotal,
  type VatSplit,
} from '@platform/contract';

export const MAIL_KINDS = ['order_confirmation', 'login_link', 'notification'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export interface MailPreviewInput {
  kind: MailKind;
  locale: Locale;
  storeName: string;
  senderName: string;
  replyTo: string;
  footer: string;
  testMode: boolean;
  /** The store's basis and country, which decide how the sample order's totals and VAT read. */
  businessType: BusinessType;
  country: string;
}

/** A row under the lines as the server writes it, its amount written out. */
export type PreviewTotal = Omit<ReceiptTotal, 'amount'> & { amount: string };

export interface MailPreview {
  from: string;
  replyTo: string | null;
  subject: string;
  notice: string | null;
  paragraphs: string[];
  button: string | null;
  lines: { label: string; total: string }[];
  totals: PreviewTotal[];
  /** A plain link below the lines (the confirmation's way to all the buyer's purchases). */
  link: string | null;
  after: string[];
  footer: string[];
}

/** A sample order, the same in every preview (and in every language: its names are names). */
export const SAMPLE = {
  customer: 'Sanne de Vries',
  email: 'sanne@example.com',
  order: formatOrderNumber(FIRST_ORDER_NUMBER),
  name: 'E-book',
  cents: 1995,
};

/** The sample order's totals as an order's e-mails total it; the sample is an e-book. */
function sampleTotals(input: MailPreviewInput, rate: number, split: VatSplit): PreviewTotal[] {
  const { locale } = input;
  const vat = rate === 0 ? [] : [vatAtRow(locale, rate, split.excl_vat, split.vat)];
  return receiptTotals(locale, input.businessType, split, vat).map((row) => ({
    ...row,
    amount: formatMoney(row.amount, locale),
  }));
}

/**
 * One e-mail as the server would render it (mail-render.ts): the contract's texts, in the same order, with
 * the store's sender, reply-to address and footer as they stand in the form.
 */
export function mailPreview(input: MailPreviewInput): MailPreview {
  const { kind, locale, storeName } = input;
  const money = (cents: number) => formatMoney(cents, locale);
  const greeting = mailText(locale, 'greeting', { name: SAMPLE.customer });
  // The sample is bought today: today's rate, on this browser's clock.
  const rate = vatRateFor(input.country, 'ebook', supplyDate(new Date()));
  const split = splitVat(SAMPLE.cents, rate, input.businessType === 'b2c');
  const withOrder = {
    lines: [{ label: `1 × ${SAMPLE.name}`, total: money(SAMPLE.cents) }],
    totals: sampleTotals(input, rate, split),
  };
  const content = {
    order_confirmation: {
      subject: mailText(locale, 'confirmationSubject', { order: SAMPLE.order, store: storeName }),
      paragraphs: [
        greeting,
        mailText(locale, 'confirmationIntro'),
        `${mailText(locale, 'orderNumber')} ${SAMPLE.order}`,
        mailText(locale, 'confirmationAccess'),
      ],
      button: mailText(locale, 'confirmationButton'),
      ...withOrder,
      link: mailText(locale, 'libraryLink', { store: storeName }),
      after: [mailText(locale, 'receiptValidity')],
    },
    login_link: {
      subject: mailText(locale, 'loginSubject', { order: SAMPLE.order, store: storeName }),
      paragraphs: [greeting, mailText(locale, 'loginIntro', { order: SAMPLE.order })],
      button: mailText(locale, 'confirmationButton'),
      lines: [],
      totals: [],
      link: null,
      after: [mailText(locale, 'linkValidity')],
    },
    notification: {
      subject: mailText(locale, 'notificationSubject', { order: SAMPLE.order, total: money(split.incl_vat) }),
      paragraphs: [mailText(locale, 'notificationIntro', { customer: SAMPLE.customer, email: SAMPLE.email })],
      button: mailText(locale, 'notificationButton'),
      ...withOrder,
      link: null,
      after: [],
    },
  }[kind];
  return {
    ...content,
    from: input.senderName.trim() || storeName,
    replyTo: input.replyTo.trim() || null,
    notice: input.testMode ? mailText(locale, 'testNotice') : null,
    footer: [input.footer.trim(), mailText(locale, 'footer', { store: storeName })].filter(Boolean),
  };
}
