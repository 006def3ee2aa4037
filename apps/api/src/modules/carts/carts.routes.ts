import { cart, cartParams, envelope, optionalCartParams, saveCartRequest } from '@platform/contract';
import type { ZodApp } from '../../zod-app.js';
import { getCart, saveCart } from './carts.service.js';

export async function cartsRoutes(app: ZodApp) {
  const ctx = app.ctx;

  app.post(
    '/v1/store/:storeSlug/cart/:cartSessionId?',
    {
      schema: {
        tags: ['shop'],
        params: optionalCartParams,
        body: saveCartRequest,
        response: { 200: envelope(cart), 201: envelope(cart) },
      },
    },
    async (request, reply) => {
      const { storeSlug, cartSessionId } = request.params;
      const data = await saveCart(ctx, storeSlug, cartSessionId, request.body);
      return reply.status(cartSessionId ? 200 : 201).send({ data });
    },
  );

  app.get(
    '/v1/store/:storeSlug/cart/:cartSessionId',
    { schema: { tags: ['shop'], params: cartParams, response: { 200: envelope(cart) } } },
    async (request) => ({ data: await getCart(ctx, request.params.storeSlug, request.params.cartSessionId) }),
  );
}
