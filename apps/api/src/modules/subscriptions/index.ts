export { subscribeSubscriptions } from './event-handlers.js';
export { createRenewalRunner } from './renewal-job.js';
