import { shopApi } from '@platform/contract';
import { serveRoute, type ZodApp } from '../../zod-app.js';
import { sendSerialized } from '../../lib/send-serialized.js';

export async function shopRoutes(app: ZodApp) {
  serveRoute(app, shopApi.front, async (request, reply) => {
    const { storeSlug, frontId } = request.params;
    return sendSerialized(reply, await app.shopAnswers.front(storeSlug, frontId));
  });

  serveRoute(app, shopApi.product, async (request, reply) => {
    const { storeSlug, productId } = request.params;
    return sendSerialized(reply, await app.shopAnswers.product(storeSlug, productId));
  });
}
