import { mailText, type Locale } from '@platform/contract';
import type { AttachmentRef } from '../../lib/mail-attachments.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import { storeContactEmail, type MailStore } from '../kernel/index.js';
import { renderMail, type MailLayout, type RenderedMail } from './mail-render.js';
import { enqueueEmail } from './outbox.repository.js';

/** What a mail of a store says, before the store's name and footer and a test order's notice are added. */
export type StoreMailLayout = Omit<MailLayout, 'storeName' | 'footer' | 'testMode'>;

export interface StoreMail {
  /** What the mail is, for the order's record and the development mailbox: `order_confirmation`, … */
  kind: string;
  to: string;
  /** The order the mail is about, listed with it in the admin; null for mails about no order. */
  orderId: string | null;
  /** Marks the mail as sent for a test order. */
  testMode: boolean;
  layout: StoreMailLayout;
  /** Files rendered from their records when the mail is sent (an invoice's PDF). */
  attachments?: AttachmentRef[];
  /** Where a mail client's own unsubscribe button posts (RFC 8058), for mails one can opt out of. */
  listUnsubscribe?: string;
}

/**
 * Renders and queues one of the store's e-mails in the caller's transaction, with the store's sender
 * name, reply-to address and footer; the outbox sends it once the transaction has committed. Without
 * a reply-to address of its own, a buyer's answer goes where the store's contact address is (the
 * merchant's account e-mail unless told otherwise), never to the platform's sending address.
 */
export async function queueStoreMail(uow: UnitOfWork, store: MailStore, mail: StoreMail): Promise<void> {
  const rendered = renderStoreMail(store, mail.layout, mail.testMode);
  await enqueueEmail(uow.db, {
    store_id: store.id,
    order_id: mail.orderId,
    kind: mail.kind,
    to_address: mail.to,
    from_name: store.senderName,
    reply_to: storeContactEmail(store),
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
    list_unsubscribe: mail.listUnsubscribe ?? null,
    created_at: uow.clock.now().toISOString(),
  });
}

/**
 * One of the store's mails as it is sent: with the store's name and footer, marked for a test order.
 * The admin's preview renders it so too.
 */
export function renderStoreMail(
  store: Pick<MailStore, 'name' | 'footer'>,
  layout: StoreMailLayout,
  testMode: boolean,
): RenderedMail {
  return renderMail({ ...layout, storeName: store.name, footer: store.footer, testMode });
}

/** A mail to a buyer opens with a greeting by name above the layout's paragraphs. */
export function greetBuyer(layout: StoreMailLayout, name: string): StoreMailLayout {
  return { ...layout, paragraphs: [mailText(layout.locale, 'greeting', { name }), ...layout.paragraphs] };
}

/** An order, as a mail to its buyer needs it. */
export interface BuyerOrder {
  id: string;
  email: string;
  locale: Locale;
  test_mode: number;
  customer_name: string;
}

/**
 * Queues a mail about an order to its buyer: in the language they ordered in, marked for a test
 * order, and opening with a greeting by name above the layout's paragraphs.
 */
export async function queueBuyerMail(
  uow: UnitOfWork,
  store: MailStore,
  order: BuyerOrder,
  mail: Pick<StoreMail, 'kind' | 'attachments' | 'listUnsubscribe'> & {
    layout: Omit<StoreMail['layout'], 'locale'>;
  },
): Promise<void> {
  await queueStoreMail(uow, store, {
    ...mail,
    to: order.email,
    orderId: order.id,
    testMode: order.test_mode === 1,
    layout: greetBuyer({ ...mail.layout, locale: order.locale }, order.customer_name),
  });
}

/** A sample of the store's e-mails sent to the merchant, to see sender, reply-to and footer for real. */
export async function queueTestMail(uow: UnitOfWork, store: MailStore, to: string): Promise<void> {
  const locale = store.merchantLocale;
  await queueStoreMail(uow, store, {
    kind: 'test_email',
    to,
    orderId: null,
    testMode: false,
    layout: {
      locale,
      subject: mailText(locale, 'testSubject', { store: store.name }),
      paragraphs: [mailText(locale, 'testIntro')],
    },
  });
}
