import { envelope, frontParams, frontResponse, publicProduct, shopProductParams } from '@platform/contract';
import type { ZodApp } from '../../zod-app.js';
import { getFront, getPublicProduct } from './shop.service.js';

export async function shopRoutes(app: ZodApp) {
  const ctx = app.ctx;

  app.get(
    '/v1/store/:storeSlug/front/:frontId',
    { schema: { tags: ['shop'], params: frontParams, response: { 200: frontResponse } } },
    async (request) => ({ data: await getFront(ctx, request.params.storeSlug, request.params.frontId) }),
  );

  app.get(
    '/v1/store/:storeSlug/product/:productId',
    { schema: { tags: ['shop'], params: shopProductParams, response: { 200: envelope(publicProduct) } } },
    async (request) => ({
      data: await getPublicProduct(ctx, request.params.storeSlug, request.params.productId),
    }),
  );
}
