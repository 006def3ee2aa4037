export { accountRoutes } from './account.routes.js';
export { requireAccount } from './account.service.js';
