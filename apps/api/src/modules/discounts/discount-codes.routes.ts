import { discountCodeApi } from '@platform/contract';
import type { ZodApp } from '../../zod-app.js';
import { storeScopedRoutes } from '../kernel/index.js';
import * as codes from './discount-codes.service.js';

export async function discountCodesRoutes(app: ZodApp) {
  const ctx = app.ctx;
  const db = ctx.database.db;

  storeScopedRoutes(app, discountCodeApi, {
    list: ({ storeId }) => codes.listDiscountCodes(db, storeId),
    create: (body) => codes.createDiscountCode(ctx, body),
    read: (id, { storeId }) => codes.getDiscountCode(db, storeId, id),
    update: (id, body) => codes.updateDiscountCode(ctx, id, body),
    remove: (id, { storeId }) => codes.deleteDiscountCode(db, storeId, id),
  });
}
