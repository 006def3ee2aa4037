import type { Db } from '../../db/database.js';
import type { DiscountCodeRow } from './discount-pricing.js';
import * as holds from './discount-holds.repository.js';
import { findDiscountCodeByText } from './discounts.repository.js';

/**
 * How long an unpaid order holds a use of a limited code (decision 045). A buyer pays within minutes
 * of placing the order, at the provider's page or in a bank's app; a hold until the order expires (a
 * day by default) let anyone keep every use of a code from the buyers who would pay with a few unpaid
 * orders. An order paid after its hold lapsed still counts its use, as an expired order paid does (040).
 */
export const DISCOUNT_HOLD_MINUTES = 30;

const lapsedBefore = (now: Date) => new Date(now.getTime() - DISCOUNT_HOLD_MINUTES * 60_000).toISOString();

/**
 * The store's code as a shopper typed it, its holds counted as they stand now: a limited code that
 * looks used up does not count the holds of orders placed longer ago than the hold lasts. They are
 * given back for good by the next order that takes the code (`releaseLapsedHolds`); this read writes
 * nothing, so a cart can be shown from any connection.
 */
export async function findDiscountCodeForSale(
  db: Db,
  storeId: number,
  text: string,
  now: Date,
): Promise<DiscountCodeRow | undefined> {
  const code = await findDiscountCodeByText(db, storeId, text);
  if (!code || code.max_uses === null || code.uses + code.reserved < code.max_uses) return code;
  const lapsed = await holds.countLapsedHolds(db, storeId, code.id, lapsedBefore(now));
  return { ...code, reserved: code.reserved - lapsed };
}

/**
 * Gives back the holds of the code's orders placed longer ago than a hold lasts, in the transaction of
 * an order about to take a use, before it does: its conditional hold then counts only live holds.
 */
export async function releaseLapsedHolds(db: Db, code: DiscountCodeRow, now: Date): Promise<void> {
  if (code.max_uses === null) return;
  const released = await holds.releaseLapsedHolds(db, code.store_id, code.id, lapsedBefore(now));
  if (released > 0) await holds.lessenReserved(db, code.store_id, code.id, released);
}
