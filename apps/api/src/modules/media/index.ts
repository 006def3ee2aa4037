export { storeImage } from './image-storage.js';
export { mediaRoutes } from './media.routes.js';
export { chooseStoreLogo } from './store-logo.service.js';
