import { orderApi } from '@platform/contract';
import { serveRoute, type ZodApp } from '../../zod-app.js';
import { getAdminOrder, listAdminOrders, retryOrderRefund, runOrderAction } from './admin-orders.service.js';

const tenant = { tenant: 'store_id' } as const;

export async function adminOrdersRoutes(app: ZodApp) {
  const ctx = app.ctx;

  serveRoute(
    app,
    orderApi.orders,
    async (request) => listAdminOrders(ctx, request.storeId!, request.query),
    tenant,
  );

  serveRoute(
    app,
    orderApi.order,
    async (request) => ({ data: await getAdminOrder(ctx, request.storeId!, request.params.id) }),
    tenant,
  );

  serveRoute(
    app,
    orderApi.orderAction,
    async (request) => ({
      data: await runOrderAction(
        ctx,
        request.storeId!,
        request.params.id,
        request.params.action,
        request.merchant!.userId,
        { amount: request.body.amount, lines: request.body.lines },
      ),
    }),
    tenant,
  );

  serveRoute(
    app,
    orderApi.retryRefund,
    async (request) => ({
      data: await retryOrderRefund(ctx, request.storeId!, request.params.id, request.params.refundId),
    }),
    tenant,
  );
}
