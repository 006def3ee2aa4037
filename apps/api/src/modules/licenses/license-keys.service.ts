import { randomInt } from 'node:crypto';
import {
  DEFAULT_LICENSE_PATTERN,
  DEFAULT_LOW_STOCK_THRESHOLD,
  mailText,
  splitLicenseKeys,
  type AddLicenseKeysResponse,
  type AdminLicenseKey,
  type LicenseKeysQuery,
  type LicensePool,
} from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { addSeconds } from '../../lib/clock.js';
import { hostOrigin } from '../../lib/hosts.js';
import { transaction, type UnitOfWork } from '../../unit-of-work.js';
import { findMailStore } from '../kernel/index.js';
import { queueStoreMail } from '../mail/index.js';
import * as repository from './licenses.repository.js';

/** Characters of a generated key: upper case and digits without the look-alikes 0/O, 1/I/L. */
const KEY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A key from the pattern: each `X` a character drawn by the operating system's random source. */
export function generateKey(prefix: string, pattern: string): string {
  const body = [...pattern].map((char) =>
    char === 'X' ? KEY_ALPHABET[randomInt(KEY_ALPHABET.length)] : char,
  );
  return `${prefix}${body.join('')}`;
}

const SECONDS_PER_DAY = 86_400;

type LicenseItem = NonNullable<Awaited<ReturnType<typeof repository.findLicenseItem>>>;

/** Whether a pool holds no more than its threshold, or orders wait for keys it does not have. */
const isLow = (item: Pick<LicenseItem, 'license_source' | 'low_stock_threshold'>, pool: LicensePool) =>
  item.license_source === 'pool' &&
  (pool.waiting > 0 || (pool.available ?? 0) <= (item.low_stock_threshold ?? DEFAULT_LOW_STOCK_THRESHOLD));

export async function readPool(
  db: Db,
  storeId: number,
  item: Pick<LicenseItem, 'id' | 'license_source' | 'low_stock_threshold'>,
): Promise<LicensePool> {
  const counts = await repository.poolCounts(db, storeId, item.id);
  const pool = { ...counts, available: item.license_source === 'pool' ? counts.available : null, low: false };
  return { ...pool, low: isLow(item, pool) };
}

/** An order's copy of a licence item: the terms it was paid with, and how many keys it still lacks. */
interface WaitingCopy {
  id: number;
  order_id: string;
  missing: number;
  activation_limit: number | null;
  license_valid_days: number | null;
}

/**
 * Hands the keys an order's item copy is owed: generated ones at once, a pool's as far as it goes.
 * When the pool comes up short, the item is locked and the pool read again, so keys another
 * transaction added meanwhile are not missed; what is still missing waits for the merchant's next
 * upload (decision 039). Each key carries the terms the copy recorded when the order was paid: its
 * activation limit, and an expiry that many valid days from now, the moment it reaches the buyer.
 * Answers how many keys the copy still waits for.
 */
async function fillOrderItem(
  uow: UnitOfWork,
  storeId: number,
  item: LicenseItem,
  copy: WaitingCopy,
): Promise<{ handed: number; missing: number }> {
  const moment = uow.clock.now();
  const days = copy.license_valid_days;
  const to: repository.KeyHandOut = {
    order_id: copy.order_id,
    order_item_id: copy.id,
    now: moment.toISOString(),
    expires_at: days === null ? null : addSeconds(moment, days * SECONDS_PER_DAY).toISOString(),
    activation_limit: copy.activation_limit,
  };
  if (item.license_source === 'pattern') {
    for (let made = 0; made < copy.missing;) {
      const key = generateKey(item.license_prefix ?? '', item.license_pattern ?? DEFAULT_LICENSE_PATTERN);
      if (await repository.insertKeyIfNew(uow.db, { store_id: storeId, product_item_id: item.id, key }, to)) {
        made += 1;
      }
    }
    return { handed: copy.missing, missing: 0 };
  }
  const claim = (count: number) => repository.claimPoolKeys(uow.db, uow.dialect, storeId, item.id, count, to);
  let handed = (await claim(copy.missing)).length;
  if (handed < copy.missing) {
    await repository.lockLicenseItem(uow.db, uow.dialect, item.id);
    handed += (await claim(copy.missing - handed)).length;
  }
  return { handed, missing: copy.missing - handed };
}

/** Tells the merchant that a pool ran low or dry, once as it crosses the line, not at every order. */
async function warnMerchant(uow: UnitOfWork, storeId: number, item: LicenseItem, pool: LicensePool) {
  const store = await findMailStore(uow.db, storeId);
  const locale = store.merchantLocale;
  const url = `${hostOrigin('app', uow.config.publicHost, uow.config.publicProtocol)}/store/${storeId}/products/${item.product_id}`;
  const values = {
    item: item.name,
    product: item.product_name,
    available: String(pool.available ?? 0),
    waiting: String(pool.waiting),
  };
  for (const to of store.notify.to) {
    await queueStoreMail(uow, store, {
      kind: 'license_pool_low',
      to,
      orderId: null,
      testMode: false,
      layout: {
        locale,
        subject: mailText(locale, pool.waiting > 0 ? 'poolEmptySubject' : 'poolLowSubject', values),
        paragraphs: [
          mailText(locale, 'poolLowIntro', values),
          ...(pool.waiting > 0 ? [mailText(locale, 'poolWaiting', values)] : []),
        ],
        button: { label: mailText(locale, 'poolLowButton'), url },
      },
    });
  }
}

/**
 * Gives every paid unit of the order a key of its own, in the transaction that makes it paid (an
 * `inTransaction` handler of `order.paid`, after the goods are copied into the order).
 */
export async function assignKeysToOrder(uow: UnitOfWork, storeId: number, orderId: string): Promise<void> {
  for (const copy of await repository.licenseItemsOfOrder(uow.db, storeId, orderId)) {
    const missing = (copy.license_keys_wanted ?? 0) - Number(copy.held);
    if (copy.product_item_id === null || missing <= 0) continue;
    const item = await repository.findLicenseItem(uow.db, storeId, copy.product_item_id);
    if (!item) continue;
    const filled = await fillOrderItem(uow, storeId, item, { ...copy, order_id: orderId, missing });
    if (item.license_source !== 'pool') continue;
    const after = await readPool(uow.db, storeId, item);
    const threshold = item.low_stock_threshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
    const availableBefore = (after.available ?? 0) + filled.handed;
    const crossedThreshold = availableBefore > threshold && (after.available ?? 0) <= threshold;
    const ranDry = after.waiting > 0 && after.waiting === filled.missing;
    if (crossedThreshold || ranDry) await warnMerchant(uow, storeId, item, after);
  }
}

/** A refunded or cancelled order's keys stop validating and activating. */
export async function disableKeysOfOrder(uow: UnitOfWork, storeId: number, orderId: string): Promise<void> {
  await repository.disableKeysOfOrder(uow.db, storeId, orderId, uow.clock.now().toISOString());
}

/** The keys of an order by its item copies, with until when each works, for the buyer's page and e-mails. */
export async function keysByOrderItem(db: Db, storeId: number, orderId: string) {
  const keys = new Map<number, { key: string; expires_at: string | null }[]>();
  for (const { order_item_id, key, expires_at } of await repository.keysOfOrder(db, storeId, orderId)) {
    if (order_item_id === null) continue;
    keys.set(order_item_id, [...(keys.get(order_item_id) ?? []), { key, expires_at }]);
  }
  return keys;
}

/** The keys an order holds, for the merchant's view of the order. */
export async function licenseKeysOfOrder(db: Db, storeId: number, orderId: string) {
  const rows = await repository.keysOfOrderWithItems(db, storeId, orderId);
  return rows.map((row) => ({
    key: row.key,
    status: row.status === 'disabled' ? ('disabled' as const) : ('assigned' as const),
    product_name: [row.product_name, row.name].filter(Boolean).join(' – '),
  }));
}

/** A licence key item of the product, or 404. */
export async function requireLicenseItem(db: Db, storeId: number, productId: number, itemId: number) {
  const item = await repository.findLicenseItem(db, storeId, itemId);
  if (!item || item.product_id !== productId) throw AppError.notFound();
  return item;
}

/**
 * Splits an upload into keys (`splitLicenseKeys` of the contract): one per line, trimmed; blank lines
 * left out, and so are repeats within the upload. Refuses too many keys or a key that is too long,
 * naming the line, as a 422 on `field`.
 */
export function parseKeys(text: string, field = 'keys'): { keys: string[]; repeated: string[] } {
  const { keys, repeated, problem } = splitLicenseKeys(text);
  if (problem) {
    const { code, ...values } = problem;
    throw new AppError(422, 'invalid', { [field]: code }, values);
  }
  return { keys, repeated };
}

/** Writes keys into an item's pool, leaving out those the store has; answers those left out. */
async function insertFreshKeys(db: Db, storeId: number, itemId: number, keys: string[], now: string) {
  const taken = await repository.existingKeys(db, storeId, keys);
  await repository.insertPoolKeys(
    db,
    keys
      .filter((key) => !taken.has(key))
      .map((key) => ({
        store_id: storeId,
        product_item_id: itemId,
        key,
        status: 'available',
        created_at: now,
      })),
  );
  return taken;
}

/**
 * A new pool item's first keys, pasted into the form that creates it, in the creating transaction.
 * No order can wait for an item that did not exist, so no order is filled here.
 */
export async function stockLicenseKeys(
  db: Db,
  storeId: number,
  itemId: number,
  input: { text: string; field: string; now: string },
): Promise<void> {
  await insertFreshKeys(db, storeId, itemId, parseKeys(input.text, input.field).keys, input.now);
}

/**
 * Adds keys to an item's pool; keys the store already has are left out and named. Paid orders that
 * waited for keys get theirs from the new ones first, oldest first, in the same transaction, and each
 * such order's buyer hears of it (`license.delivered`).
 */
export async function addPoolKeys(
  ctx: AppContext,
  storeId: number,
  productId: number,
  itemId: number,
  text: string,
  actor: string,
): Promise<AddLicenseKeysResponse> {
  const { keys, repeated } = parseKeys(text);
  return transaction(ctx, async (uow) => {
    const item = await requireLicenseItem(uow.db, storeId, productId, itemId);
    if (item.license_source !== 'pool') throw AppError.invalid({ keys: 'item_type_mismatch' });
    await repository.lockLicenseItem(uow.db, uow.dialect, item.id);
    const taken = await insertFreshKeys(uow.db, storeId, item.id, keys, uow.clock.now().toISOString());
    let assigned = 0;
    for (const copy of await repository.waitingOrderItems(uow.db, storeId, item.id)) {
      const missing = (copy.license_keys_wanted ?? 0) - Number(copy.held);
      const { handed } = await fillOrderItem(uow, storeId, item, { ...copy, missing });
      if (handed > 0) {
        assigned += handed;
        await uow.events.publish(uow, 'license.delivered', storeId, {
          order_id: copy.order_id,
          actor,
          keys: handed,
        });
      }
      if (handed < missing) break;
    }
    const duplicates = [...repeated, ...keys.filter((key) => taken.has(key))];
    return {
      added: keys.length - taken.size,
      duplicates: duplicates.slice(0, 20),
      duplicate_count: duplicates.length,
      assigned_to_waiting: assigned,
      pool: await readPool(uow.db, storeId, item),
    };
  });
}

/** A key as the merchant's list shows it. */
export function toAdminKey(
  row: NonNullable<Awaited<ReturnType<typeof repository.findItemKey>>>,
): AdminLicenseKey {
  return {
    id: row.id,
    key: row.key,
    status: row.status,
    order_id: row.order_id,
    order_number: row.order_number ?? null,
    email: row.email ?? null,
    activations: Number(row.activations ?? 0),
    assigned_at: row.assigned_at,
    expires_at: row.expires_at,
    disabled_at: row.disabled_at,
  };
}

/** A page of an item's keys with who holds each (order number, e-mail). */
export async function listPoolKeys(
  ctx: AppContext,
  productId: number,
  itemId: number,
  query: LicenseKeysQuery,
): Promise<{ data: AdminLicenseKey[]; meta: { total: number; page: number; per_page: number } }> {
  const db = ctx.database.db;
  await requireLicenseItem(db, query.store_id, productId, itemId);
  const { total, rows } = await repository.listItemKeys(db, query.store_id, itemId, {
    ...(query.status ? { status: query.status } : {}),
    ...(query.search ? { search: query.search } : {}),
    page: query.page,
    perPage: query.per_page,
  });
  return {
    data: rows.map(toAdminKey),
    meta: { total, page: query.page, per_page: query.per_page },
  };
}
