import {
  envelope,
  salesStats as salesStatsSchema,
  salesStatsQuery,
  storeScopedQuery,
} from '@platform/contract';
import type { ZodApp } from '../../zod-app.js';
import { ordersCsv } from './orders-csv.js';
import { salesStats } from './sales-stats.service.js';

const admin = { tags: ['orders'], security: [{ bearer: [] }] };
const tenant = { auth: 'merchant', tenant: 'store_id' } as const;

/** What the store's home shows of its sales, and its orders for a spreadsheet. */
export async function orderReportsRoutes(app: ZodApp) {
  const ctx = app.ctx;

  app.get(
    '/v1/admin/stats/sales',
    {
      config: tenant,
      schema: { ...admin, querystring: salesStatsQuery, response: { 200: envelope(salesStatsSchema) } },
    },
    async (request) => ({ data: await salesStats(ctx, request.storeId!, request.query.days) }),
  );

  app.get(
    '/v1/admin/order/export',
    { config: tenant, schema: { ...admin, querystring: storeScopedQuery } },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${request.storeId}.csv"`)
        .send(await ordersCsv(ctx, request.storeId!)),
  );
}
