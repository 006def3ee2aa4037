import {
  adminOrder,
  adminOrderActionParams,
  adminOrderActionRequest,
  adminOrderListQuery,
  adminOrderListResponse,
  adminOrderParams,
  envelope,
  refundRetryParams,
  storeScopedQuery,
} from '@platform/contract';
import type { ZodApp } from '../../zod-app.js';
import { getAdminOrder, listAdminOrders, retryOrderRefund, runOrderAction } from './admin-orders.service.js';

const admin = { tags: ['orders'], security: [{ bearer: [] }] };
const tenant = { auth: 'merchant', tenant: 'store_id' } as const;

export async function adminOrdersRoutes(app: ZodApp) {
  const ctx = app.ctx;

  app.get(
    '/v1/admin/order',
    {
      config: tenant,
      schema: {
        ...admin,
        querystring: adminOrderListQuery,
        response: { 200: adminOrderListResponse },
      },
    },
    async (request) => listAdminOrders(ctx, request.storeId!, request.query),
  );

  app.get(
    '/v1/admin/order/:id',
    {
      config: tenant,
      schema: {
        ...admin,
        params: adminOrderParams,
        querystring: storeScopedQuery,
        response: { 200: envelope(adminOrder) },
      },
    },
    async (request) => ({ data: await getAdminOrder(ctx, request.storeId!, request.params.id) }),
  );

  app.post(
    '/v1/admin/order/:id/:action',
    {
      config: tenant,
      schema: {
        ...admin,
        params: adminOrderActionParams,
        body: adminOrderActionRequest,
        response: { 200: envelope(adminOrder) },
      },
    },
    async (request) => ({
      data: await runOrderAction(
        ctx,
        request.storeId!,
        request.params.id,
        request.params.action,
        request.merchant!.userId,
        request.body.amount,
      ),
    }),
  );

  app.post(
    '/v1/admin/order/:id/refunds/:refundId/retry',
    {
      config: tenant,
      schema: {
        ...admin,
        params: refundRetryParams,
        body: storeScopedQuery,
        response: { 200: envelope(adminOrder) },
      },
    },
    async (request) => ({
      data: await retryOrderRefund(ctx, request.storeId!, request.params.id, request.params.refundId),
    }),
  );
}
