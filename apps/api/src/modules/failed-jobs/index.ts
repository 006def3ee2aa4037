export { failedJobsRoutes } from './failed-jobs.routes.js';
