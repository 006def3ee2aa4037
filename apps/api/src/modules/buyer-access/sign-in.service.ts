import { canonicalEmail, type CustomerSession, type Locale } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { transaction, type UnitOfWork } from '../../unit-of-work.js';
import { enterStore } from '../../db/tenant-scope.js';
import { AppError } from '../../errors.js';
import { addSeconds } from '../../lib/clock.js';
import { hashToken, randomToken } from '../../lib/crypto.js';
import { enforceLimits } from '../../lib/rate-limiter.js';
import { findMailStore, requireStore } from '../kernel/index.js';
import { findOrder, hasPaidOrder } from '../orders/index.js';
import { queueLibraryMail, queueLoginMail } from './login-links.js';
import * as repository from './login-tokens.repository.js';

const CUSTOMER_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
const SIGN_IN_MAIL_LIMIT = 5;
const SIGN_IN_MAIL_WINDOW_SECONDS = 15 * 60;

/**
 * At most five sign-in mails per store and address, and fifty per client address, a quarter of an
 * hour. `kind` keeps the library's count apart from the order links' (they are counted differently).
 * The address is counted as `canonicalEmail` reads it: `a+1@…`, `a+2@…` all land in one mailbox.
 */
async function limitSignInMails(
  ctx: AppContext,
  kind: 'email-login' | 'library-login',
  storeId: number,
  email: string,
  address: string,
) {
  await enforceLimits(ctx.rateLimiter, [
    {
      key: `${kind}:store:${storeId}:email:${canonicalEmail(email)}`,
      limit: SIGN_IN_MAIL_LIMIT,
      windowSeconds: SIGN_IN_MAIL_WINDOW_SECONDS,
    },
    {
      key: `${kind}:ip:${address}`,
      limit: SIGN_IN_MAIL_LIMIT * 10,
      windowSeconds: SIGN_IN_MAIL_WINDOW_SECONDS,
    },
  ]);
}

/**
 * Sends a fresh sign-in link when the address bought this order. The answer is the same either way,
 * so nobody learns which addresses have orders. Only a request that sends a link is counted, per
 * store and address and per client address: junk, or another store's shopper, cannot use up a
 * buyer's links.
 */
export async function requestEmailLogin(
  ctx: AppContext,
  storeSlug: string,
  input: { email: string; session_id: string },
  address: string,
): Promise<void> {
  const email = input.email.trim().toLowerCase();
  const store = await requireStore(ctx, storeSlug);
  const order = await findOrder(ctx.database.db, store.id, input.session_id);
  if (!order || order.email !== email || order.status !== 'paid') return;
  await limitSignInMails(ctx, 'email-login', store.id, email, address);
  await transaction(ctx, async (uow) => {
    await queueLoginMail(uow, await findMailStore(uow.db, store.id), order);
  });
}

/**
 * A sign-in link that was used or has expired, sent back to have a new one mailed to the address it
 * was for: the browser never learns that address. An order's link brings a new link to that order
 * while it is paid, the library's a new link to the library while the address has a paid order.
 * The answer is the same whatever happens; what sends a mail is counted as the e-mail login is.
 */
export async function renewLoginLink(
  ctx: AppContext,
  storeSlug: string,
  loginToken: string,
  address: string,
  locale: Locale,
): Promise<void> {
  const store = await requireStore(ctx, storeSlug);
  const db = ctx.database.db;
  const old = await repository.findStoreLoginToken(db, store.id, hashToken(loginToken));
  if (!old) return;
  let queue: (uow: UnitOfWork) => Promise<void>;
  if (old.order_id) {
    const order = await findOrder(db, store.id, old.order_id);
    if (order?.status !== 'paid') return;
    queue = async (uow) => queueLoginMail(uow, await findMailStore(uow.db, store.id), order);
  } else {
    if (!(await hasPaidOrder(db, store.id, old.email))) return;
    queue = async (uow) => queueLibraryMail(uow, await findMailStore(uow.db, store.id), old.email, locale);
  }
  await limitSignInMails(ctx, 'email-login', store.id, old.email, address);
  await transaction(ctx, queue);
}

/**
 * Sends a sign-in link to the library when the address has a paid order in the store; the answer is
 * the same either way. Every request is counted, whatever the address: counting only those that send
 * would tell, by the refusal after five, which addresses bought here.
 */
export async function requestLibraryLogin(
  ctx: AppContext,
  storeSlug: string,
  input: { email: string },
  address: string,
  locale: Locale,
): Promise<void> {
  const email = input.email.trim().toLowerCase();
  const store = await requireStore(ctx, storeSlug);
  await limitSignInMails(ctx, 'library-login', store.id, email, address);
  if (!(await hasPaidOrder(ctx.database.db, store.id, email))) return;
  await transaction(ctx, async (uow) => {
    await queueLibraryMail(uow, await findMailStore(uow.db, store.id), email, locale);
  });
}

/** A new access token for the address in the store, as every sign-in ends. */
async function startCustomerSession(
  uow: UnitOfWork,
  storeId: number,
  email: string,
  orderId: string | null,
): Promise<CustomerSession> {
  const now = uow.clock.now();
  const token = randomToken();
  const expiresAt = addSeconds(now, CUSTOMER_TOKEN_TTL_SECONDS).toISOString();
  await repository.insertCustomerToken(uow.db, {
    store_id: storeId,
    email,
    token_hash: hashToken(token),
    expires_at: expiresAt,
    created_at: now.toISOString(),
  });
  const store = await findMailStore(uow.db, storeId);
  return { token, expires_at: expiresAt, order_id: orderId, store_slug: store.slug };
}

/**
 * Trades a sign-in link's token for an access token to the buyer's orders in that store: a single-use
 * login token (15 minutes), or a receipt token from the confirmation e-mail, which works as long as its
 * order does and signs in afresh each time. The link names no store, so the token is looked up across
 * stores; the rest acts in the token's store.
 */
export async function customerLogin(ctx: AppContext, loginToken: string): Promise<CustomerSession> {
  const now = ctx.clock.now();
  const hash = hashToken(loginToken);
  const link = await repository.findLoginToken(ctx.database.allStoresDb, hash);
  if (link) {
    if (link.used_at || link.expires_at <= now.toISOString()) throw new AppError(401, 'link_expired');
    enterStore(link.store_id);
    return transaction(ctx, async (uow) => {
      if (!(await repository.useLoginToken(uow.db, link.id, now.toISOString())))
        throw new AppError(401, 'link_expired');
      return startCustomerSession(uow, link.store_id, link.email, link.order_id);
    });
  }
  const receipt = await repository.findReceiptToken(ctx.database.allStoresDb, hash);
  if (!receipt) throw new AppError(401, 'link_expired');
  enterStore(receipt.store_id);
  return transaction(ctx, async (uow) => {
    // Gone only with its store, in the moment between the two look-ups: then as if never there.
    const order = await findOrder(uow.db, receipt.store_id, receipt.order_id);
    if (!order) throw new AppError(401, 'link_expired');
    return startCustomerSession(uow, receipt.store_id, order.email, order.id);
  });
}
