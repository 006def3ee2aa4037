import { formatOrderNumber, mailText, SHOP_ROUTES, type Locale } from '@platform/contract';
import { addSeconds } from '../../lib/clock.js';
import { hashToken, randomToken } from '../../lib/crypto.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import type { OrderRow } from '../../db/schema.js';
import { hostOrigin, shopPageLink } from '../../lib/hosts.js';
import type { MailStore } from '../kernel/index.js';
import { queueBuyerMail, queueStoreMail, type StoreMailLayout } from '../mail/index.js';
import { insertLoginToken } from './login-tokens.repository.js';

export const LOGIN_TOKEN_TTL_SECONDS = 15 * 60;

/**
 * A single-use, 15-minute sign-in link for an address in a store (decision 006): to one of its orders'
 * page, or, without an order, to the library of all its orders; in `locale` (decision 068).
 */
async function createLoginLink(
  uow: UnitOfWork,
  store: MailStore,
  email: string,
  order: OrderRow | null,
  locale: Locale,
): Promise<string> {
  const token = randomToken();
  const now = uow.clock.now();
  await insertLoginToken(uow.db, {
    store_id: store.id,
    order_id: order?.id ?? null,
    email,
    token_hash: hashToken(token),
    expires_at: addSeconds(now, LOGIN_TOKEN_TTL_SECONDS).toISOString(),
    created_at: now.toISOString(),
  });
  const origin = hostOrigin(store.slug, uow.config.publicHost, uow.config.publicProtocol);
  const path = order ? `/order/${order.id}` : SHOP_ROUTES.library;
  return shopPageLink(origin, path, locale, { login_token: token });
}

/** The sign-in mail of an order, before the greeting: sent for real orders, previewed with a sample. */
export function loginMailLayout(
  locale: Locale,
  input: { orderNumber: number; storeName: string; link: string },
): StoreMailLayout {
  const values = { order: formatOrderNumber(input.orderNumber), store: input.storeName };
  return {
    locale,
    subject: mailText(locale, 'loginSubject', values),
    paragraphs: [mailText(locale, 'loginIntro', values)],
    button: { label: mailText(locale, 'confirmationButton'), url: input.link },
    after: [mailText(locale, 'linkValidity')],
  };
}

/** A fresh sign-in link for the buyer, asked for on the order page or resent by the merchant. */
export async function queueLoginMail(uow: UnitOfWork, store: MailStore, order: OrderRow): Promise<void> {
  const link = await createLoginLink(uow, store, order.email, order, order.locale);
  await queueBuyerMail(uow, store, order, {
    kind: 'login_link',
    layout: loginMailLayout(order.locale, { orderNumber: order.number, storeName: store.name, link }),
  });
}

/** A sign-in link to the library of everything the address bought in the store. */
export async function queueLibraryMail(
  uow: UnitOfWork,
  store: MailStore,
  email: string,
  locale: Locale,
): Promise<void> {
  const link = await createLoginLink(uow, store, email, null, locale);
  await queueStoreMail(uow, store, {
    kind: 'library_link',
    to: email,
    orderId: null,
    testMode: false,
    layout: {
      locale,
      subject: mailText(locale, 'librarySubject', { store: store.name }),
      paragraphs: [
        mailText(locale, 'greetingWithoutName'),
        mailText(locale, 'libraryIntro', { store: store.name }),
      ],
      button: { label: mailText(locale, 'libraryButton'), url: link },
      after: [mailText(locale, 'libraryLinkValidity')],
    },
  });
}
