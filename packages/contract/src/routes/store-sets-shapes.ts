import { apiToken, createApiTokenRequest, createdApiToken } from '../api-tokens.js';
import { createStorefrontRequest, storefront, updateStorefrontRequest } from '../catalog.js';
import { discountCode, discountCodeRequest } from '../discount-codes.js';
import { joinRoutes } from './route.js';
import { storeScopedShapes } from './store-scoped.js';
import { apiTokenRoutes, discountCodeRoutes, storefrontRoutes } from './store-sets.js';

export const storefrontShapes = storeScopedShapes(
  'storefronts',
  {
    item: storefront,
    create: createStorefrontRequest,
    update: updateStorefrontRequest,
  },
  {
    list: {
      summary: "List the store's storefronts",
      description: 'Each storefront (a page of the shop showing chosen products), published or draft.',
    },
    create: {
      summary: 'Create a storefront',
      description:
        "Creates a storefront with its products. 422 `slug_taken` when another storefront has the address; `unknown_products` when a product is not the store's.",
    },
    read: { summary: 'Read a storefront', description: 'One storefront of the store with its products.' },
    update: {
      summary: 'Change a storefront',
      description: 'Changes the fields sent; the same checks as creating one.',
    },
    remove: { summary: 'Delete a storefront', description: 'Deletes the storefront; its products stay.' },
  },
);
export const storefrontApi = joinRoutes(storefrontRoutes, storefrontShapes);

export const discountCodeShapes = storeScopedShapes(
  'discount-codes',
  {
    item: discountCode,
    create: discountCodeRequest,
    update: discountCodeRequest,
  },
  {
    list: {
      summary: "List the store's discount codes",
      description: 'Each code with its kind, value, validity, limits and how often it was used.',
    },
    create: {
      summary: 'Create a discount code',
      description:
        'Creates a percentage or fixed-amount code, optionally limited to products, a period, a minimum total and a number of uses. 422 `discount_code_taken` when the store has the code; `discount_code_format`, `discount_code_ends_before_start` and `discount_percentage_range` say what to correct.',
    },
    read: { summary: 'Read a discount code', description: 'One discount code of the store with its uses.' },
    update: {
      summary: 'Change a discount code',
      description: "Replaces the code's settings; the same checks as creating one.",
    },
    remove: {
      summary: 'Delete a discount code',
      description: 'Deletes the code; orders that used it keep their discount.',
    },
  },
);
export const discountCodeApi = joinRoutes(discountCodeRoutes, discountCodeShapes);

export const apiTokenShapes = storeScopedShapes(
  'api-tokens',
  {
    item: apiToken,
    create: createApiTokenRequest,
    created: createdApiToken,
    removes: 'item',
  },
  {
    list: {
      summary: "List the store's API tokens",
      description:
        'Each token with its name, scopes, hint and when it was last used; never the token itself.',
    },
    create: {
      summary: 'Create an API token',
      description:
        'Creates a token bound to this store with the scopes named and answers it, once: store it then. A call made with it needs no `store_id`.',
    },
    remove: {
      summary: 'Revoke an API token',
      description:
        'Revokes the token: calls made with it are refused from now on. Answers the token as it is afterwards.',
    },
  },
);
export const apiTokenApi = joinRoutes(apiTokenRoutes, apiTokenShapes);
