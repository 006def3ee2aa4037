import { routeAddresses } from './route.js';
import type { jobShapes } from './jobs-shapes.js';

/** What a store's job queue gave up, and a retry (decision 064); for a signed-in merchant only. */
export const jobRoutes = routeAddresses<typeof jobShapes>()({
  failedJobs: { method: 'GET', path: '/v1/admin/failed-job', auth: 'merchant' },
  retryJob: { method: 'POST', path: '/v1/admin/failed-job/:id/retry', auth: 'merchant' },
});
