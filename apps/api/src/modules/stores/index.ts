export { storesRoutes } from './stores.routes.js';
export { createStore, getPublicStore } from './stores.service.js';
