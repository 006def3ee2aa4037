import { apiToken, createApiTokenRequest, createdApiToken } from '../api-tokens.js';
import { createStorefrontRequest, storefront, updateStorefrontRequest } from '../catalog.js';
import { discountCode, discountCodeRequest } from '../discount-codes.js';
import { joinRoutes } from './route.js';
import { storeScopedShapes } from './store-scoped.js';
import { apiTokenRoutes, discountCodeRoutes, storefrontRoutes } from './store-sets.js';

export const storefrontShapes = storeScopedShapes('storefronts', {
  item: storefront,
  create: createStorefrontRequest,
  update: updateStorefrontRequest,
});
export const storefrontApi = joinRoutes(storefrontRoutes, storefrontShapes);

export const discountCodeShapes = storeScopedShapes('discount-codes', {
  item: discountCode,
  create: discountCodeRequest,
  update: discountCodeRequest,
});
export const discountCodeApi = joinRoutes(discountCodeRoutes, discountCodeShapes);

export const apiTokenShapes = storeScopedShapes('api-tokens', {
  item: apiToken,
  create: createApiTokenRequest,
  created: createdApiToken,
  removes: 'item',
});
export const apiTokenApi = joinRoutes(apiTokenRoutes, apiTokenShapes);
