import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { PurchasedItem } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { addSeconds } from '../../lib/clock.js';
import { requireStore } from '../kernel/index.js';
import { keysByOrderItem } from '../licenses/index.js';
import { findOrder } from '../orders/index.js';
import { findOrderItem, listOrderItems } from '../purchases/index.js';
import { endedSubscriptionGoods } from '../subscriptions/index.js';
import { requireBuyersPaidOrder, type BuyerCredentials } from './buyer-access.js';
import * as repository from './login-tokens.repository.js';

const DOWNLOAD_LINK_TTL_SECONDS = 5 * 60;

function signature(ctx: AppContext, orderId: string, itemId: number, expires: number): string {
  return createHmac('sha256', ctx.config.appKey)
    .update(`download:${orderId}:${itemId}:${expires}`)
    .digest('base64url');
}

/**
 * What a paid order delivers, as written into it when it was paid: files as short-lived signed links,
 * links and texts. The goods of a subscription that ended are withheld, with the day it ended.
 */
export async function purchasedItems(
  ctx: AppContext,
  storeSlug: string,
  orderId: string,
  credentials: BuyerCredentials,
): Promise<PurchasedItem[]> {
  const { store, order } = await requireBuyersPaidOrder(ctx, storeSlug, orderId, credentials);
  const db = ctx.database.db;
  const rows = await listOrderItems(db, store.id, order.id);
  const keys = await keysByOrderItem(db, store.id, order.id);
  const ended = await endedSubscriptionGoods(db, store.id, order.id);
  const expires = Math.floor(addSeconds(ctx.clock.now(), DOWNLOAD_LINK_TTL_SECONDS).getTime() / 1000);
  return rows.map((row) => {
    const endedAt = (row.product_id !== null && ended.get(row.product_id)) || null;
    const item: PurchasedItem = {
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
      license_keys: (keys.get(row.id) ?? []).map(({ key }) => key),
      license_key_expiries: (keys.get(row.id) ?? []).map(({ expires_at }) => expires_at),
      license_keys_pending: Math.max(0, (row.license_keys_wanted ?? 0) - (keys.get(row.id)?.length ?? 0)),
      subscription_ended_at: endedAt,
    };
    return endedAt ? withheld(item) : item;
  });
}

/** An item whose subscription ended: its name stays, so the buyer sees what they no longer have. */
function withheld(item: PurchasedItem): PurchasedItem {
  return {
    ...item,
    url: null,
    text: null,
    file: null,
    license_keys: [],
    license_key_expiries: [],
    license_keys_pending: 0,
  };
}

/**
 * How long a link straight into the bucket works. It is made when the buyer follows the page's link
 * and used at once by the redirect; the minutes are for a download manager's retries (decision 028).
 */
const BUCKET_LINK_TTL_SECONDS = 5 * 60;

/** Makes a browser save the file under its name, whatever characters the name has (RFC 6266). */
const attachment = (name: string) => `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;

/** A purchased file: a short-lived link straight to the bucket, or the bytes from this server's disk. */
export type Download =
  { link: string } | { stream: Readable; contentType: string; contentDisposition: string; size: number };

/**
 * A purchased file, for a signed link that has not expired, while the order is still paid and the
 * subscription that gives it (if one does) runs. Each download is logged for the merchant.
 */
export async function openDownload(
  ctx: AppContext,
  storeSlug: string,
  orderId: string,
  itemId: number,
  expires: number,
  givenSignature: string,
): Promise<Download> {
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
  // A link handed out while the subscription ran stops with it.
  if (item.product_id !== null && (await endedSubscriptionGoods(db, store.id, order.id)).has(item.product_id))
    throw new AppError(403, 'subscription_ended');
  await repository.insertDownload(db, {
    store_id: store.id,
    order_id: order.id,
    order_item_id: item.id,
    item_name: item.file_name ?? item.name,
    created_at: ctx.clock.now().toISOString(),
  });
  const headers = {
    contentType: item.file_mime_type ?? 'application/octet-stream',
    contentDisposition: attachment(item.file_name ?? 'download'),
  };
  const link = await ctx.storage.private.signedLink(item.file_key, {
    ...headers,
    seconds: BUCKET_LINK_TTL_SECONDS,
  });
  if (link) return { link };
  const file = await ctx.storage.private.open(item.file_key);
  return { ...headers, stream: file.body, size: file.size };
}

/** The downloads the buyer made of the order's files, for the merchant's order page. */
export function listDownloads(db: Db, storeId: number, orderId: string) {
  return repository.listDownloads(db, storeId, orderId);
}
