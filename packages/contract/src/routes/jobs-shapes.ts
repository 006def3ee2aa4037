import { z } from 'zod';
import { storeScopedQuery } from '../catalog.js';
import { envelope, idParams } from '../common.js';
import { failedJob } from '../jobs.js';
import { jobRoutes } from './jobs.js';
import { joinRoutes, routeShapes } from './route.js';

export const jobShapes = routeShapes('jobs', {
  failedJobs: {
    summary: "List the store's failed jobs",
    description:
      'Background work the job queue gave up on after its retries (e-mails, events, webhook deliveries), newest first, with the last error.',
    query: storeScopedQuery,
    answer: { 200: envelope(z.array(failedJob)) },
  },
  retryJob: {
    summary: 'Retry a failed job',
    description:
      'Puts a failed job back in the queue to be tried again now. 404 when the store has no such failed job.',
    params: idParams,
    body: storeScopedQuery,
    answer: { 200: envelope(z.object({ id: z.number().int() })) },
  },
});

export const jobApi = joinRoutes(jobRoutes, jobShapes);
