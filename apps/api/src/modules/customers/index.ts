export { customersRoutes } from './customers.routes.js';
export { createLoginLink } from './login-links.js';
export { listDownloads } from './login-tokens.repository.js';
