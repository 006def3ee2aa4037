import type { PublicOrder, ShopperOrder } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import type { OrderRow } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { requireStore } from '../kernel/index.js';
import { toPublicOrder } from './order-views.js';
import * as repository from './orders.repository.js';

/** The order as the shop shows it, with its frozen lines; 404 when the store has no such order. */
export async function publicOrderView(db: Db, storeId: number, orderId: string): Promise<PublicOrder> {
  const order = await repository.findOrder(db, storeId, orderId);
  if (!order) throw AppError.notFound();
  return toPublicOrder(order, await repository.listOrderLines(db, storeId, orderId));
}

/**
 * The order for the shop's order page, with whether the caller may open its goods: asked only of a
 * paid order, and answered by `canOpen` (the buyer-access module's, which knows the caller's credentials).
 */
export async function getShopperOrder(
  ctx: AppContext,
  storeSlug: string,
  orderId: string,
  canOpen: (order: OrderRow) => Promise<boolean>,
): Promise<ShopperOrder> {
  const store = await requireStore(ctx, storeSlug);
  const db = ctx.database.db;
  const order = await repository.findOrder(db, store.id, orderId);
  if (!order) throw AppError.notFound();
  const view = toPublicOrder(order, await repository.listOrderLines(db, store.id, orderId));
  return { ...view, buyer_access: order.status === 'paid' && (await canOpen(order)) };
}

/** A page of an address's paid orders in the store, as the shop shows each, newest first. */
export async function paidOrdersOf(
  db: Db,
  storeId: number,
  email: string,
  page: { page: number; perPage: number },
): Promise<{ orders: PublicOrder[]; total: number }> {
  const { rows, total } = await repository.listPaidOrdersOf(db, storeId, email, page);
  const lines = await repository.listLinesOfOrders(
    db,
    storeId,
    rows.map((row) => row.id),
  );
  return {
    orders: rows.map((row) =>
      toPublicOrder(
        row,
        lines.filter((line) => line.order_id === row.id),
      ),
    ),
    total,
  };
}
