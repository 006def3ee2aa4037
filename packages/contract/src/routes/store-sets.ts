import { routeAddresses } from './route.js';
import { storeScopedAddresses } from './store-scoped.js';
import type { apiTokenShapes, discountCodeShapes, storefrontShapes } from './store-sets-shapes.js';

/** A store's storefronts. */
export const storefrontRoutes = routeAddresses<typeof storefrontShapes>()(
  storeScopedAddresses('/v1/admin/storefront', ['list', 'create', 'read', 'update', 'remove']),
);

/** A store's discount codes (decision 040). */
export const discountCodeRoutes = routeAddresses<typeof discountCodeShapes>()(
  storeScopedAddresses('/v1/admin/discount-code', ['list', 'create', 'read', 'update', 'remove']),
);

/** A store's API tokens (decision 038): a delete revokes one and answers it. */
export const apiTokenRoutes = routeAddresses<typeof apiTokenShapes>()(
  storeScopedAddresses('/v1/admin/api-token', ['list', 'create', 'remove']),
);
