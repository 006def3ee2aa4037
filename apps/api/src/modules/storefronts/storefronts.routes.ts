import { createStorefrontRequest, storefront, updateStorefrontRequest } from '@platform/contract';
import type { ZodApp } from '../../zod-app.js';
import { storeScopedRoutes } from '../kernel/index.js';
import * as storefronts from './storefronts.service.js';

export async function storefrontsRoutes(app: ZodApp) {
  const ctx = app.ctx;

  storeScopedRoutes(app, {
    path: '/v1/admin/storefront',
    tag: 'storefronts',
    item: storefront,
    list: ({ storeId }) => storefronts.listStorefronts(ctx, storeId),
    create: { body: createStorefrontRequest, run: (body) => storefronts.createStorefront(ctx, body) },
    read: (id, { storeId }) => storefronts.getStorefront(ctx, storeId, id),
    update: { body: updateStorefrontRequest, run: (id, body) => storefronts.updateStorefront(ctx, id, body) },
    remove: { run: (id, { storeId }) => storefronts.deleteStorefront(ctx, storeId, id) },
  });
}
