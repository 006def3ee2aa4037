import { orderApi } from '@platform/contract';
import { serveRoute, type ZodApp } from '../../zod-app.js';
import { ordersCsv } from './orders-csv.js';
import { salesStats } from './sales-stats.service.js';

const tenant = { tenant: 'store_id' } as const;

/** What the store's home shows of its sales, and its orders for a spreadsheet. */
export async function orderReportsRoutes(app: ZodApp) {
  const ctx = app.ctx;

  serveRoute(
    app,
    orderApi.salesStats,
    async (request) => ({ data: await salesStats(ctx, request.storeId!, request.query.days) }),
    tenant,
  );

  serveRoute(
    app,
    orderApi.ordersCsv,
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${request.storeId}.csv"`)
        .send(await ordersCsv(ctx, request.storeId!)),
    tenant,
  );
}
