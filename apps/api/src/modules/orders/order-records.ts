import type { OrderStatus } from '@platform/contract';
import type { Db } from '../../db/database.js';
import * as repository from './orders.repository.js';
import type { OrderFilter, OrderPage, OrderSelection, OrderSweep } from './orders.repository.js';

/** The orders as the modules that pay, deliver, remind, invoice and show them read and mark them. */

/** One order of the store, every column, or undefined. */
export function findOrder(db: Db, storeId: number, orderId: string) {
  return repository.findOrder(db, storeId, orderId);
}

/** The order that renews a subscription for one of its periods, if it was placed. */
export function findRenewalOrder(db: Db, storeId: number, subscriptionId: number, period: number) {
  return repository.findRenewalOrder(db, storeId, subscriptionId, period);
}

/** The order placed from a cart, if any: a cart places one order. */
export function findOrderByCart(db: Db, storeId: number, cartId: string) {
  return repository.findOrderByCart(db, storeId, cartId);
}

/** Whether the address has a paid order in the store: only a buyer may sign in to its purchases. */
export function hasPaidOrder(db: Db, storeId: number, email: string): Promise<boolean> {
  return repository.hasPaidOrder(db, storeId, email);
}

/** The order's lines in their order. */
export function listOrderLines(db: Db, storeId: number, orderId: string) {
  return repository.listOrderLines(db, storeId, orderId);
}

/** A page of the store's orders, newest first, filtered and searched as the merchant asks. */
export function listOrders(db: Db, storeId: number, filter: OrderFilter): Promise<OrderPage> {
  return repository.listOrders(db, storeId, filter);
}

/** The next batch, by number after `after`, of the orders the admin's list selects: for an export. */
export function selectedOrdersAfter(
  db: Db,
  storeId: number,
  selection: OrderSelection,
  after: number,
  limit: number,
) {
  return repository.selectedOrdersAfter(db, storeId, selection, after, limit);
}

/** An order's buyer key as the customer index holds it, for the reports that group by buyer. */
export const customerKey = repository.customerKey;

/** The store's orders a sweep of unpaid orders looks at, oldest first. */
export function listOrdersBefore(db: Db, storeId: number, sweep: OrderSweep, limit: number) {
  return repository.listOrdersBefore(db, storeId, sweep, limit);
}

/** Marks the order reminded if it still is unpaid and was not yet: true for the one caller that did. */
export function markOrderReminded(
  db: Db,
  storeId: number,
  orderId: string,
  statuses: readonly OrderStatus[],
  now: string,
): Promise<boolean> {
  return repository.markOrderReminded(db, storeId, orderId, statuses, now);
}
