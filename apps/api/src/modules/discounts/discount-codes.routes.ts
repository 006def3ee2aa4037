import { discountCode, discountCodeRequest } from '@platform/contract';
import type { ZodApp } from '../../zod-app.js';
import { storeScopedRoutes } from '../kernel/index.js';
import * as codes from './discount-codes.service.js';

export async function discountCodesRoutes(app: ZodApp) {
  const ctx = app.ctx;
  const db = ctx.database.db;

  storeScopedRoutes(app, {
    path: '/v1/admin/discount-code',
    tag: 'discount-codes',
    item: discountCode,
    list: ({ storeId }) => codes.listDiscountCodes(db, storeId),
    create: { body: discountCodeRequest, run: (body) => codes.createDiscountCode(ctx, body) },
    read: (id, { storeId }) => codes.getDiscountCode(db, storeId, id),
    update: { body: discountCodeRequest, run: (id, body) => codes.updateDiscountCode(ctx, id, body) },
    remove: { run: (id, { storeId }) => codes.deleteDiscountCode(db, storeId, id) },
  });
}
