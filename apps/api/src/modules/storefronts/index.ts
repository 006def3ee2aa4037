export { storefrontsRoutes } from './storefronts.routes.js';
export { createStorefront } from './storefronts.service.js';
