import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CustomerSession, PurchasedItem } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { transaction } from '../../unit-of-work.js';
import { enterStore } from '../../db/tenant-scope.js';
import { AppError } from '../../errors.js';
import { addSeconds } from '../../lib/clock.js';
import { hashToken, randomToken } from '../../lib/crypto.js';
import { enforceLimits } from '../../lib/rate-limiter.js';
import { queueLoginMail } from '../mail/index.js';
import { findMailStore, requireStore } from '../kernel/index.js';
import { findOrder } from '../orders/index.js';
import { findOrderItem, listOrderItems } from '../purchases/index.js';
import * as repository from './login-tokens.repository.js';

const CUSTOMER_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
export const DOWNLOAD_LINK_TTL_SECONDS = 5 * 60;
const EMAIL_LOGIN_LIMIT = 5;
const EMAIL_LOGIN_WINDOW_SECONDS = 15 * 60;

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
  const db = ctx.database.db;
  const store = await requireStore(ctx, storeSlug);
  const order = await findOrder(db, store.id, input.session_id);
  if (!order || order.email !== email || order.status !== 'paid') return;
  await enforceLimits(ctx.rateLimiter, [
    {
      key: `email-login:store:${store.id}:email:${email}`,
      limit: EMAIL_LOGIN_LIMIT,
      windowSeconds: EMAIL_LOGIN_WINDOW_SECONDS,
    },
    {
      key: `email-login:ip:${address}`,
      limit: EMAIL_LOGIN_LIMIT * 10,
      windowSeconds: EMAIL_LOGIN_WINDOW_SECONDS,
    },
  ]);
  await transaction(ctx, async (uow) => {
    await queueLoginMail(uow.db, uow, await findMailStore(uow.db, store.id), order);
  });
}

/**
 * Trades a single-use login token for an access token to the buyer's orders in that store. The link
 * names no store, so the token is looked up across stores; the rest acts in the token's store.
 */
export async function customerLogin(ctx: AppContext, loginToken: string): Promise<CustomerSession> {
  const now = ctx.clock.now();
  const row = await repository.findLoginToken(ctx.database.allStoresDb, hashToken(loginToken));
  if (!row || row.used_at || row.expires_at <= now.toISOString()) {
    throw new AppError(401, 'link_expired');
  }
  enterStore(row.store_id);
  return transaction(ctx, async (uow) => {
    if (!(await repository.useLoginToken(uow.db, row.id, now.toISOString())))
      throw new AppError(401, 'link_expired');
    const token = randomToken();
    const expiresAt = addSeconds(now, CUSTOMER_TOKEN_TTL_SECONDS).toISOString();
    await repository.insertCustomerToken(uow.db, {
      store_id: row.store_id,
      email: row.email,
      token_hash: hashToken(token),
      expires_at: expiresAt,
      created_at: now.toISOString(),
    });
    const store = await findMailStore(uow.db, row.store_id);
    return { token, expires_at: expiresAt, order_id: row.order_id, store_slug: store.slug };
  });
}

function signature(ctx: AppContext, orderId: string, itemId: number, expires: number): string {
  return createHmac('sha256', ctx.config.appKey)
    .update(`download:${orderId}:${itemId}:${expires}`)
    .digest('base64url');
}

/** The buyer's paid order in this store, for the holder of a customer access token. */
async function buyersPaidOrder(
  ctx: AppContext,
  storeSlug: string,
  orderId: string,
  bearer: string | undefined,
) {
  const db = ctx.database.db;
  if (!bearer) throw AppError.unauthenticated();
  // Across stores, so that another store's valid token reads as "not yours" (404), not as signed out.
  const customer = await repository.findCustomerToken(
    ctx.database.allStoresDb,
    hashToken(bearer),
    ctx.clock.now().toISOString(),
  );
  if (!customer) throw AppError.unauthenticated();
  const store = await requireStore(ctx, storeSlug);
  const order = await findOrder(db, store.id, orderId);
  if (!order || customer.store_id !== store.id || order.email !== customer.email) throw AppError.notFound();
  if (order.status !== 'paid') throw new AppError(403, 'forbidden');
  return { store, order };
}

/**
 * What a paid order delivers, as written into it when it was paid: files as short-lived signed links,
 * links and texts.
 */
export async function purchasedItems(
  ctx: AppContext,
  storeSlug: string,
  orderId: string,
  bearer: string | undefined,
): Promise<PurchasedItem[]> {
  const { store, order } = await buyersPaidOrder(ctx, storeSlug, orderId, bearer);
  const rows = await listOrderItems(ctx.database.db, store.id, order.id);
  const expires = Math.floor(addSeconds(ctx.clock.now(), DOWNLOAD_LINK_TTL_SECONDS).getTime() / 1000);
  return rows.map((row) => ({
    id: row.id,
    product_name: row.product_name,
    product_type: row.product_type,
    name: row.name || row.file_name || row.product_name,
    url:
      row.product_type === 'file'
        ? row.file_key
          ? `/v1/store/${store.slug}/order/${order.id}/download/${row.id}?expires=${expires}&signature=${signature(ctx, order.id, row.id, expires)}`
          : null
        : row.url,
    text: row.text,
    file:
      row.product_type === 'file' && row.file_key
        ? {
            name: row.file_name ?? '',
            size: row.file_size ?? 0,
            mime_type: row.file_mime_type ?? 'application/octet-stream',
          }
        : null,
  }));
}

/**
 * A purchased file, for a signed link that has not expired, while the order is still paid. Each
 * download is logged for the merchant.
 */
export async function openDownload(
  ctx: AppContext,
  storeSlug: string,
  orderId: string,
  itemId: number,
  expires: number,
  givenSignature: string,
) {
  const expected = Buffer.from(signature(ctx, orderId, itemId, expires));
  const given = Buffer.from(givenSignature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw AppError.notFound();
  if (expires * 1000 < ctx.clock.now().getTime()) throw new AppError(410, 'link_expired');
  const db = ctx.database.db;
  const store = await requireStore(ctx, storeSlug);
  const order = await findOrder(db, store.id, orderId);
  if (!order) throw AppError.notFound();
  if (order.status !== 'paid') throw new AppError(403, 'forbidden');
  const item = await findOrderItem(db, store.id, order.id, itemId);
  if (!item?.file_key) throw AppError.notFound();
  await repository.insertDownload(db, {
    store_id: store.id,
    order_id: order.id,
    order_item_id: item.id,
    item_name: item.file_name ?? item.name,
    created_at: ctx.clock.now().toISOString(),
  });
  return {
    stream: ctx.storage.private.stream(item.file_key),
    name: item.file_name ?? 'download',
    mimeType: item.file_mime_type ?? 'application/octet-stream',
    size: item.file_size ?? undefined,
  };
}
