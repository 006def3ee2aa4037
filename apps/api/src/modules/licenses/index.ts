export { keysByOrderItem, licenseKeysOfOrder, readPool, stockLicenseKeys } from './license-keys.service.js';
export { licensesRoutes } from './licenses.routes.js';
export { subscribeLicenseKeys } from './subscriptions.js';
