import { z } from 'zod';
import { envelope, failedJob, idParams, storeScopedQuery } from '@platform/contract';
import type { ZodApp } from '../../zod-app.js';
import * as failedJobs from './failed-jobs.service.js';

const admin = { tags: ['jobs'], security: [{ bearer: [] }] };
const tenant = { auth: 'merchant', tenant: 'store_id' } as const;

/** What the store's job queue gave up (decision 064), and a retry; for a signed-in merchant only. */
export async function failedJobsRoutes(app: ZodApp) {
  const ctx = app.ctx;

  app.get(
    '/v1/admin/failed-job',
    {
      config: tenant,
      schema: { ...admin, querystring: storeScopedQuery, response: { 200: envelope(z.array(failedJob)) } },
    },
    async (request) => ({ data: await failedJobs.listFailedJobs(ctx, request.storeId!) }),
  );

  app.post(
    '/v1/admin/failed-job/:id/retry',
    {
      config: tenant,
      schema: {
        ...admin,
        params: idParams,
        body: storeScopedQuery,
        response: { 200: envelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => {
      await failedJobs.retryFailedJob(ctx, request.storeId!, request.params.id);
      return { data: { id: request.params.id } };
    },
  );
}
