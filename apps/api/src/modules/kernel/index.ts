export { preferencesOf, storedLocale } from './merchant-preferences.js';
export { requireStore } from './require-store.js';
export { findShopStore, type ShopStore } from './shop-stores.js';
export { storeContentCache } from './content-cache.js';
export { deleteLogo, describeLogo, findLogo, insertLogo, readStoreLogo, toLogo } from './store-logo.js';
export { findMailStore, storeContactEmail, type MailStore } from './store-profile.js';
export { readSettings, writeSetting } from './store-settings.js';
export { findStore, insertStore, listStoresOfOwner, slugInUse, storeOwnedBy, updateStore } from './stores.js';
export { storeScopedRoutes, type StoreScope, type StoreScopedHandlers } from './store-scoped-routes.js';
