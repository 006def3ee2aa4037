import { envelope, frontParams, frontResponse, publicProduct, shopProductParams } from '@platform/contract';
import type { ZodApp } from '../../zod-app.js';
import { publicResponseCache, sendSerialized } from './public-cache.js';
import { getFront, getPublicProduct } from './shop.service.js';

export async function shopRoutes(app: ZodApp) {
  const ctx = app.ctx;
  const cache = publicResponseCache(ctx);

  app.get(
    '/v1/store/:storeSlug/front/:frontId',
    { schema: { tags: ['shop'], params: frontParams, response: { 200: frontResponse } } },
    async (request, reply) => {
      const { storeSlug, frontId } = request.params;
      const json = await cache.answer(storeSlug, `front:${frontId}`, () => getFront(ctx, storeSlug, frontId));
      return sendSerialized(reply, json);
    },
  );

  app.get(
    '/v1/store/:storeSlug/product/:productId',
    { schema: { tags: ['shop'], params: shopProductParams, response: { 200: envelope(publicProduct) } } },
    async (request, reply) => {
      const { storeSlug, productId } = request.params;
      const json = await cache.answer(storeSlug, `product:${productId}`, () =>
        getPublicProduct(ctx, storeSlug, productId),
      );
      return sendSerialized(reply, json);
    },
  );
}
