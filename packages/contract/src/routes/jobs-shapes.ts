import { z } from 'zod';
import { storeScopedQuery } from '../catalog.js';
import { envelope, idParams } from '../common.js';
import { failedJob } from '../jobs.js';
import { jobRoutes } from './jobs.js';
import { joinRoutes, routeShapes } from './route.js';

export const jobShapes = routeShapes('jobs', {
  failedJobs: { query: storeScopedQuery, answer: { 200: envelope(z.array(failedJob)) } },
  retryJob: {
    params: idParams,
    body: storeScopedQuery,
    answer: { 200: envelope(z.object({ id: z.number().int() })) },
  },
});

export const jobApi = joinRoutes(jobRoutes, jobShapes);
