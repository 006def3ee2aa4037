export { preferencesOf, storedLocale } from './merchant-preferences.js';
export { requireStore } from './require-store.js';
export { writeSetting } from './settings.repository.js';
export { findShopStore, type ShopStore } from './shop-stores.js';
export { storeContentCache } from './content-cache.js';
export { readStoreLogo, toLogo } from './store-logo.js';
export { deleteLogo, describeLogo, findLogo, insertLogo } from './store-logos.repository.js';
export { findMailStore, storeContactEmail, type MailStore } from './store-profile.js';
export { readSettings } from './store-settings.js';
export {
  findStore,
  insertStore,
  listStoresOfOwner,
  slugInUse,
  storeOwnedBy,
  updateStore,
} from './stores.repository.js';
export { storeScopedRoutes, type StoreScope, type StoreScopedRouteSet } from './store-scoped-routes.js';
