import {
  envelope,
  orderCartParams,
  orderParams,
  paymentLinkResponse,
  placeOrderRequest,
  publicOrder,
} from '@platform/contract';
import { localeFromHeader } from '../../lib/locale.js';
import type { ZodApp } from '../../zod-app.js';
import { createPaymentLink } from '../payments/index.js';
import { getPublicOrder, placeOrder } from './orders.service.js';

export async function ordersRoutes(app: ZodApp) {
  const ctx = app.ctx;

  app.post(
    '/v1/store/:storeSlug/order/:cartSessionId',
    {
      schema: {
        tags: ['shop'],
        params: orderCartParams,
        body: placeOrderRequest,
        response: { 200: envelope(publicOrder), 201: envelope(publicOrder) },
      },
    },
    async (request, reply) => {
      const locale = request.body.locale ?? localeFromHeader(request.headers['accept-language']);
      const { storeSlug, cartSessionId } = request.params;
      const { order, created } = await placeOrder(ctx, storeSlug, cartSessionId, request.body, locale);
      return reply.status(created ? 201 : 200).send({ data: order });
    },
  );

  app.get(
    '/v1/store/:storeSlug/order/:orderId',
    { schema: { tags: ['shop'], params: orderParams, response: { 200: envelope(publicOrder) } } },
    async (request) => ({
      data: await getPublicOrder(ctx, request.params.storeSlug, request.params.orderId),
    }),
  );

  app.post(
    '/v1/store/:storeSlug/order/:cartSessionId/payment-link',
    { schema: { tags: ['shop'], params: orderCartParams, response: { 200: paymentLinkResponse } } },
    async (request) => ({
      data: { url: await createPaymentLink(ctx, request.params.storeSlug, request.params.cartSessionId) },
    }),
  );
}
