import { formatMoney, mailText, type Locale } from '@platform/contract';

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
  after: string[];
  footer: string[];
}

/** A sample order, the same in every preview. */
const SAMPLE = {
  customer: 'Sanne de Vries',
  email: 'sanne@example.com',
  order: '3F9A1C2E',
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
      subject: mailText(locale, 'confirmationSubject', { store: storeName }),
      paragraphs: [
        greeting,
        mailText(locale, 'confirmationIntro'),
        `${mailText(locale, 'orderNumber')} ${SAMPLE.order}`,
        mailText(locale, 'confirmationAccess'),
      ],
      button: mailText(locale, 'confirmationButton'),
      ...withOrder,
      after: [mailText(locale, 'linkValidity')],
    },
    login_link: {
      subject: mailText(locale, 'loginSubject', { store: storeName }),
      paragraphs: [greeting, mailText(locale, 'loginIntro')],
      button: mailText(locale, 'confirmationButton'),
      lines: [],
      total: null,
      after: [mailText(locale, 'linkValidity')],
    },
    notification: {
      subject: mailText(locale, 'notificationSubject', { order: SAMPLE.order, total: money(SAMPLE.cents) }),
      paragraphs: [mailText(locale, 'notificationIntro', { customer: SAMPLE.customer, email: SAMPLE.email })],
      button: mailText(locale, 'notificationButton'),
      ...withOrder,
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
