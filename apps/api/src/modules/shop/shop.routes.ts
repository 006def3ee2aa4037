import { envelope, frontParams, frontResponse, publicProduct, shopProductParams } from '@platform/contract';
import type { ZodApp } from '../../zod-app.js';
import { sendSerialized } from '../../lib/send-serialized.js';

export async function shopRoutes(app: ZodApp) {
  app.get(
    '/v1/store/:storeSlug/front/:frontId',
    { schema: { tags: ['shop'], params: frontParams, response: { 200: frontResponse } } },
    async (request, reply) => {
      const { storeSlug, frontId } = request.params;
      return sendSerialized(reply, await app.shopAnswers.front(storeSlug, frontId));
    },
  );

  app.get(
    '/v1/store/:storeSlug/product/:productId',
    { schema: { tags: ['shop'], params: shopProductParams, response: { 200: envelope(publicProduct) } } },
    async (request, reply) => {
      const { storeSlug, productId } = request.params;
      return sendSerialized(reply, await app.shopAnswers.product(storeSlug, productId));
    },
  );
}
