import { storefrontApi } from '@platform/contract';
import type { ZodApp } from '../../zod-app.js';
import { storeScopedRoutes } from '../kernel/index.js';
import * as storefronts from './storefronts.service.js';

export async function storefrontsRoutes(app: ZodApp) {
  const ctx = app.ctx;

  storeScopedRoutes(app, storefrontApi, {
    list: ({ storeId }) => storefronts.listStorefronts(ctx, storeId),
    create: (body) => storefronts.createStorefront(ctx, body),
    read: (id, { storeId }) => storefronts.getStorefront(ctx, storeId, id),
    update: (id, body) => storefronts.updateStorefront(ctx, id, body),
    remove: (id, { storeId }) => storefronts.deleteStorefront(ctx, storeId, id),
  });
}
