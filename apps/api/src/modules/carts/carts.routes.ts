import { shopApi } from '@platform/contract';
import { serveRoute, type ZodApp } from '../../zod-app.js';
import { getCart, saveCart } from './carts.service.js';

export async function cartsRoutes(app: ZodApp) {
  const ctx = app.ctx;

  serveRoute(app, shopApi.saveCart, async (request, reply) => {
    const { storeSlug, cartSessionId } = request.params;
    const data = await saveCart(ctx, storeSlug, cartSessionId, request.body, request.query, request.ip);
    return reply.status(cartSessionId ? 200 : 201).send({ data });
  });

  serveRoute(app, shopApi.cart, async (request) => ({
    data: await getCart(ctx, request.params.storeSlug, request.params.cartSessionId, request.query),
  }));
}
