import type { FastifyRequest } from 'fastify';
import { shopApi } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import type { OrderRow } from '../../db/schema.js';
import { serveRoute, type ZodApp } from '../../zod-app.js';
import { getShopperOrder } from './public-order.js';

/**
 * Whether the caller of a request may open a paid order's goods. The buyer-access module knows the
 * buyer's credentials and imports orders, so app.ts passes its answer in rather than orders importing it.
 */
export interface BuyerAccess {
  canOpenGoods(ctx: AppContext, request: FastifyRequest, order: OrderRow): Promise<boolean>;
}

export async function ordersRoutes(app: ZodApp, { canOpenGoods }: BuyerAccess) {
  const ctx = app.ctx;

  serveRoute(app, shopApi.order, async (request) => ({
    data: await getShopperOrder(ctx, request.params.storeSlug, request.params.orderId, (order) =>
      canOpenGoods(ctx, request, order),
    ),
  }));
}
