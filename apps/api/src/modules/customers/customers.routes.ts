import { z } from 'zod';
import {
  customerLoginRequest,
  customerSession,
  emailLoginRequest,
  envelope,
  id,
  okResponse,
  orderParams,
  purchasedItem,
} from '@platform/contract';
import type { ZodApp } from '../../zod-app.js';
import { customerLogin, openDownload, purchasedItems, requestEmailLogin } from './customers.service.js';

const downloadParams = orderParams.extend({ itemId: id });
const downloadQuery = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z.string().min(10).max(100),
});

function bearer(header: string | undefined): string | undefined {
  return header?.match(/^Bearer\s+(\S+)$/i)?.[1];
}

export async function customersRoutes(app: ZodApp) {
  const ctx = app.ctx;

  app.post(
    '/v1/store/:storeSlug/email-login',
    {
      schema: {
        tags: ['shopper'],
        params: z.object({ storeSlug: z.string().min(1).max(63) }),
        body: emailLoginRequest,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await requestEmailLogin(ctx, request.params.storeSlug, request.body, request.ip);
      return { code: 'OK' as const };
    },
  );

  app.post(
    '/v1/auth/customer/login',
    {
      schema: { tags: ['shopper'], body: customerLoginRequest, response: { 200: envelope(customerSession) } },
    },
    async (request) => ({ data: await customerLogin(ctx, request.body.login_token) }),
  );

  app.get(
    '/v1/store/:storeSlug/order/:orderId/products',
    {
      schema: {
        tags: ['shopper'],
        security: [{ bearer: [] }],
        params: orderParams,
        response: { 200: envelope(z.array(purchasedItem)) },
      },
    },
    async (request) => ({
      data: await purchasedItems(
        ctx,
        request.params.storeSlug,
        request.params.orderId,
        bearer(request.headers.authorization),
      ),
    }),
  );

  app.get(
    '/v1/store/:storeSlug/order/:orderId/download/:itemId',
    { schema: { tags: ['shopper'], params: downloadParams, querystring: downloadQuery } },
    async (request, reply) => {
      const { storeSlug, orderId, itemId } = request.params;
      const file = await openDownload(
        ctx,
        storeSlug,
        orderId,
        itemId,
        request.query.expires,
        request.query.signature,
      );
      reply
        .type(file.mimeType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('cache-control', 'private, no-store');
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply.send(file.stream);
    },
  );
}
