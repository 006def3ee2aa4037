import {
  FIRST_ORDER_NUMBER,
  formatMoney,
  formatOrderNumber,
  mailText,
  type Locale,
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
}

export interface MailPreview {
  from: string;
  replyTo: string | null;
  subject: string;
  notice: string | null;
  paragraphs: string[];
  button: string | null;
  lines: { label: string; total: string }[];
  total: { label: string; amount: string } | null;
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

/**
 * One e-mail as the server would render it (mail-render.ts): the contract's texts, in the same order, with
 * the store's sender, reply-to address and footer as they stand in the form.
 */
export function mailPreview(input: MailPreviewInput): MailPreview {
  const { kind, locale, storeName } = input;
  const money = (cents: number) => formatMoney(cents, locale);
  const greeting = mailText(locale, 'greeting', { name: SAMPLE.customer });
  const withOrder = {
    lines: [{ label: `1 × ${SAMPLE.name}`, total: money(SAMPLE.cents) }],
    total: { label: mailText(locale, 'total'), amount: money(SAMPLE.cents) },
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
      total: null,
      link: null,
      after: [mailText(locale, 'linkValidity')],
    },
    notification: {
      subject: mailText(locale, 'notificationSubject', { order: SAMPLE.order, total: money(SAMPLE.cents) }),
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
