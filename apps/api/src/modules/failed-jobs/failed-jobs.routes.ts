import { jobApi } from '@platform/contract';
import { serveRoute, type ZodApp } from '../../zod-app.js';
import * as failedJobs from './failed-jobs.service.js';

const tenant = { tenant: 'store_id' } as const;

/** What the store's job queue gave up (decision 064), and a retry; for a signed-in merchant only. */
export async function failedJobsRoutes(app: ZodApp) {
  const ctx = app.ctx;

  serveRoute(
    app,
    jobApi.failedJobs,
    async (request) => ({ data: await failedJobs.listFailedJobs(ctx, request.storeId!) }),
    tenant,
  );

  serveRoute(
    app,
    jobApi.retryJob,
    async (request) => {
      await failedJobs.retryFailedJob(ctx, request.storeId!, request.params.id);
      return { data: { id: request.params.id } };
    },
    tenant,
  );
}
