import { shopApi } from '@platform/contract';
import { localeFromHeader } from '../../lib/locale.js';
import { serveRoute, type ZodApp } from '../../zod-app.js';
import { orderAccessCookie } from '../buyer-access/index.js';
import { placeOrder } from './checkout.service.js';

export async function checkoutRoutes(app: ZodApp) {
  const ctx = app.ctx;

  serveRoute(app, shopApi.placeOrder, async (request, reply) => {
    const locale = request.body.locale ?? localeFromHeader(request.headers['accept-language']);
    const { storeSlug, cartSessionId } = request.params;
    const { order, created, store } = await placeOrder(
      ctx,
      storeSlug,
      cartSessionId,
      request.body,
      locale,
      request.ip,
    );
    // The browser that placed the order opens its goods once paid, without an e-mail (decision 026).
    // Only the request that made it: anyone holding the cart's id is answered the same order again.
    if (created) {
      const cookie = orderAccessCookie(ctx, store, order.id);
      reply.setCookie(cookie.name, cookie.value, cookie.options);
    }
    return reply.status(created ? 201 : 200).send({ data: order });
  });
}
