import { Readable } from 'node:stream';
import { orderApi } from '@platform/contract';
import { serveRoute, type ZodApp } from '../../zod-app.js';
import { inRequestScope } from '../../lib/request-scoped-iterable.js';
import { customerList } from './customers.service.js';
import { ordersCsv } from './orders-csv.js';
import { salesStats } from './sales-stats.service.js';

const tenant = { tenant: 'store_id' } as const;

/** What the store's home shows of its sales, its orders for a spreadsheet, and its buyers. */
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
    async (request, reply) => {
      const { store_id: _store, ...selection } = request.query;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${request.storeId}.csv"`)
        .send(Readable.from(inRequestScope(ordersCsv(ctx, request.storeId!, selection))));
    },
    tenant,
  );

  serveRoute(
    app,
    orderApi.customers,
    async (request) => customerList(ctx, request.storeId!, request.query),
    tenant,
  );
}
