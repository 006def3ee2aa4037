export { findAccount } from './account.repository.js';
export { accountRoutes } from './account.routes.js';
