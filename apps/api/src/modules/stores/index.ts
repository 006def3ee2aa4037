export { storesRoutes } from './stores.routes.js';
export { createStore, getPublicStore, getStoreLegalTexts } from './stores.service.js';
