import type { OrderEventType, OrderHistoryEvent } from '@platform/contract';
import type { Db } from '../../db/database.js';
import { insertOrderEvent, listOrderEvents } from './orders.repository.js';

/**
 * An entry for the order's history: what happened (one of the contract's `orderEventType` names, with
 * its data), who did it (`shopper`, `merchant:<id>`, `provider:<name>` or `system`) and when.
 */
export type OrderHistoryEntry = OrderHistoryEvent & { actor: string; at: string };

/** Records on the order's history what happened; the one way every module writes it. */
export async function recordOrderEvent(db: Db, storeId: number, orderId: string, entry: OrderHistoryEntry) {
  await insertOrderEvent(db, {
    store_id: storeId,
    order_id: orderId,
    type: entry.type,
    actor: entry.actor,
    data: 'data' in entry ? entry.data : undefined,
    created_at: entry.at,
  });
}

/** The order's history, oldest first, as the merchant's order view shows it. */
export async function orderHistory(db: Db, storeId: number, orderId: string) {
  const rows = await listOrderEvents(db, storeId, orderId);
  return rows.map((row) => ({
    // Only `recordOrderEvent` writes the history, so a row's name is one of the contract's.
    type: row.type as OrderEventType,
    actor: row.actor,
    data: JSON.parse(row.data) as Record<string, unknown>,
    created_at: row.created_at,
  }));
}
