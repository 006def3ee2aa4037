import { orderApi } from '@platform/contract';
import { serveRoute, type ZodApp } from '../../zod-app.js';
import { distanceSales as buildDistanceSales } from './distance-sales.js';
import { ossReport as buildOssReport, ossReportCsv } from './oss-report.js';

const tenant = { tenant: 'store_id' } as const;

export async function vatReportsRoutes(app: ZodApp) {
  const ctx = app.ctx;

  serveRoute(
    app,
    orderApi.ossReport,
    async (request) => ({ data: await buildOssReport(ctx, request.storeId!, request.query) }),
    tenant,
  );

  serveRoute(
    app,
    orderApi.distanceSales,
    async (request) => ({ data: await buildDistanceSales(ctx, request.storeId!) }),
    tenant,
  );

  serveRoute(
    app,
    orderApi.ossReportCsv,
    async (request, reply) => {
      const report = await buildOssReport(ctx, request.storeId!, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="oss-${report.year}-q${report.quarter}.csv"`)
        .send(ossReportCsv(report));
    },
    tenant,
  );
}
