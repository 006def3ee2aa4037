import {
  allowedOrderActions,
  type AdminOrder,
  type AdminOrderListQuery,
  type AdminOrderSummary,
  type OrderAction,
} from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { transaction } from '../../unit-of-work.js';
import type { OrderRow } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { listDownloads, queueLoginMail } from '../buyer-access/index.js';
import { orderEmails } from '../mail/index.js';
import { licenseKeysOfOrder } from '../licenses/index.js';
import {
  orderPayments,
  refundableCents,
  refundedQuantities,
  refundOrder,
  retryRefund,
  type RefundRequest,
} from '../payments/index.js';
import { findMailStore } from '../kernel/index.js';
import * as orders from '../orders/index.js';

/** The order as listed, with the actions the lifecycle allows on it given what is left to refund. */
function toSummary(order: OrderRow, refundable: number): AdminOrderSummary {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    email: order.email,
    customer_name: order.customer_name,
    totals: orders.orderTotals(order),
    test_mode: order.test_mode === 1,
    created_at: order.created_at,
    actions: allowedOrderActions(order.status, { refundableCents: refundable }),
  };
}

export async function listAdminOrders(ctx: AppContext, storeId: number, query: AdminOrderListQuery) {
  const { rows, total, capped } = await orders.listOrders(ctx.database.db, storeId, {
    search: query.search || undefined,
    status: query.status,
    from: query.from,
    to: query.to,
    customer: query.customer,
    page: query.page,
    perPage: query.per_page,
  });
  const refundable = await refundableCents(ctx.database.db, storeId, rows);
  const data = rows.map((order) => toSummary(order, refundable.get(order.id)!));
  return { data, meta: { total, total_capped: capped, page: query.page, per_page: query.per_page } };
}

export async function getAdminOrder(ctx: AppContext, storeId: number, orderId: string): Promise<AdminOrder> {
  const db = ctx.database.db;
  const order = await orders.findOrder(db, storeId, orderId);
  if (!order) throw AppError.notFound();
  const [lines, payments, events, emails, downloads, refundable, licenseKeys] = await Promise.all([
    orders.listOrderLines(db, storeId, orderId),
    orderPayments(db, storeId, orderId, ctx.clock.now()),
    orders.orderHistory(db, storeId, orderId),
    orderEmails(db, storeId, orderId),
    listDownloads(db, storeId, orderId),
    refundableCents(db, storeId, [order]),
    licenseKeysOfOrder(db, storeId, orderId),
  ]);
  return {
    ...toSummary(order, refundable.get(orderId)!),
    business_type: order.business_type,
    locale: order.locale,
    customer_details: orders.customerDetailsOf(order),
    lines: lines.map(orders.toOrderLine),
    discount: orders.orderDiscount(order),
    vat_details: orders.orderVatOf(order),
    withdrawal_waiver: orders.withdrawalWaiverOf(order),
    paid_at: order.paid_at,
    ...payments,
    refunded_quantities: refundedQuantities(payments.refunds, lines.length),
    events,
    emails,
    downloads,
    license_keys: licenseKeys,
  };
}

/**
 * The merchant's actions on an order, each recorded with who did it: mark paid (a bank transfer),
 * cancel, refund (through the provider where it took the payment, in part when an amount or lines
 * are given),
 * and resend the buyer's access e-mail. Only the actions the order answers as allowed are taken.
 */
export async function runOrderAction(
  ctx: AppContext,
  storeId: number,
  orderId: string,
  action: OrderAction,
  merchantId: number,
  refund: RefundRequest = {},
): Promise<AdminOrder> {
  const db = ctx.database.db;
  const order = await orders.findOrder(db, storeId, orderId);
  if (!order) throw AppError.notFound();
  const actor = `merchant:${merchantId}`;
  const notAllowed = () => new AppError(422, 'action_not_allowed', { action: 'action_not_allowed' });
  const refundable = (await refundableCents(db, storeId, [order])).get(orderId)!;
  if (!allowedOrderActions(order.status, { refundableCents: refundable }).includes(action)) {
    throw notAllowed();
  }

  if (action === 'resend-access') {
    await transaction(ctx, async (uow) => {
      await queueLoginMail(uow, await findMailStore(uow.db, storeId), order);
      await orders.recordOrderEvent(uow.db, storeId, orderId, {
        type: 'access_resent',
        actor,
        at: uow.clock.now().toISOString(),
      });
    });
  } else if (action === 'refund') {
    if (!(await refundOrder(ctx, order, refund, actor))) throw notAllowed();
  } else {
    const changed = await transaction(ctx, (uow) => orders.changeOrderStatus(uow, order, action, actor));
    if (!changed) throw notAllowed();
  }
  return getAdminOrder(ctx, storeId, orderId);
}

/** Sends a refund that failed (or stopped halfway) again, and answers the order as it now is. */
export async function retryOrderRefund(ctx: AppContext, storeId: number, orderId: string, refundId: number) {
  await retryRefund(ctx, storeId, orderId, refundId);
  return getAdminOrder(ctx, storeId, orderId);
}
