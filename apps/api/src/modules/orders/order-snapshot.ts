import { formatOrderNumber, type OrderSnapshot } from '@platform/contract';
import type { Db } from '../../db/database.js';
import { orderDiscount, toOrderLine } from './order-views.js';
import { findOrder, listOrderLines } from './orders.repository.js';

/**
 * The order as an event about it tells of it (decision 064), read in the transaction that publishes
 * the event, so its handlers after the commit need not read the order again.
 */
export async function orderSnapshotOf(db: Db, storeId: number, orderId: string): Promise<OrderSnapshot> {
  const order = await findOrder(db, storeId, orderId);
  // Events are published about orders of the store, and orders are never deleted but with their store.
  if (!order) throw new Error(`order ${orderId} of store ${storeId} is gone`);
  const lines = await listOrderLines(db, storeId, orderId);
  return {
    id: order.id,
    number: formatOrderNumber(order.number),
    status: order.status,
    email: order.email,
    customer_name: order.customer_name,
    locale: order.locale,
    currency: 'EUR',
    business_type: order.business_type,
    vat_treatment: order.vat_treatment,
    buyer_country: order.buyer_country,
    total_excl_vat: order.total_excl_vat,
    total_vat: order.total_vat,
    total_incl_vat: order.total_incl_vat,
    test_mode: order.test_mode === 1,
    created_at: order.created_at,
    paid_at: order.paid_at,
    lines: lines.map(toOrderLine),
    discount: orderDiscount(order),
    subscription_id: order.subscription_id,
  };
}
