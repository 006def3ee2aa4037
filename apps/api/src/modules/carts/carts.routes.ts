import {
  cart,
  cartParams,
  cartVatQuery,
  envelope,
  optionalCartParams,
  saveCartRequest,
} from '@platform/contract';
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
        querystring: cartVatQuery,
        body: saveCartRequest,
        response: { 200: envelope(cart), 201: envelope(cart) },
      },
    },
    async (request, reply) => {
      const { storeSlug, cartSessionId } = request.params;
      const data = await saveCart(ctx, storeSlug, cartSessionId, request.body, request.query, request.ip);
      return reply.status(cartSessionId ? 200 : 201).send({ data });
    },
  );

  app.get(
    '/v1/store/:storeSlug/cart/:cartSessionId',
    {
      schema: {
        tags: ['shop'],
        params: cartParams,
        querystring: cartVatQuery,
        response: { 200: envelope(cart) },
      },
    },
    async (request) => ({
      data: await getCart(ctx, request.params.storeSlug, request.params.cartSessionId, request.query),
    }),
  );
}
