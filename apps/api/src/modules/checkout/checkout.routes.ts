import { shopApi } from '@platform/contract';
import { localeFromHeader } from '../../lib/locale.js';
import { serveRoute, type ZodApp } from '../../zod-app.js';
import { ORDER_ACCESS_HEADER, orderAccessCookie } from '../buyer-access/index.js';
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
      // The same value for a checkout in another site's frame, whose browser keeps no cookie (decision 080).
      reply.header(ORDER_ACCESS_HEADER, cookie.value);
    }
    return reply.status(created ? 201 : 200).send({ data: order });
  });
}
