import { z } from 'zod';
import { distanceSales, distanceSalesQuery, envelope, ossReport, ossReportQuery } from '@platform/contract';
import type { ZodApp } from '../../zod-app.js';
import { distanceSales as buildDistanceSales } from './distance-sales.js';
import { ossReport as buildOssReport, ossReportCsv } from './oss-report.js';

const admin = { tags: ['orders'], security: [{ bearer: [] }] };
const tenant = { auth: 'merchant', tenant: 'store_id' } as const;

export async function vatReportsRoutes(app: ZodApp) {
  const ctx = app.ctx;

  app.get(
    '/v1/admin/vat/oss-report',
    {
      config: tenant,
      schema: { ...admin, querystring: ossReportQuery, response: { 200: envelope(ossReport) } },
    },
    async (request) => ({ data: await buildOssReport(ctx, request.storeId!, request.query) }),
  );

  app.get(
    '/v1/admin/vat/distance-sales',
    {
      config: tenant,
      schema: { ...admin, querystring: distanceSalesQuery, response: { 200: envelope(distanceSales) } },
    },
    async (request) => ({ data: await buildDistanceSales(ctx, request.storeId!) }),
  );

  app.get(
    '/v1/admin/vat/oss-report.csv',
    {
      config: tenant,
      schema: { ...admin, querystring: ossReportQuery, response: { 200: z.string() } },
    },
    async (request, reply) => {
      const report = await buildOssReport(ctx, request.storeId!, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="oss-${report.year}-q${report.quarter}.csv"`)
        .send(ossReportCsv(report));
    },
  );
}
