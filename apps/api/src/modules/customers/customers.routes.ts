import { z } from 'zod';
import {
  customerLoginRequest,
  customerSession,
  emailLoginRequest,
  envelope,
  id,
  libraryLoginRequest,
  libraryQuery,
  libraryResponse,
  okResponse,
  orderParams,
  purchasedItem,
  renewLoginLinkRequest,
} from '@platform/contract';
import { localeFromHeader } from '../../lib/locale.js';
import type { ZodApp } from '../../zod-app.js';
import { credentialsOf } from './buyer-access.js';
import { openDownload, purchasedItems } from './customers.service.js';
import { buyersLibrary } from './library.service.js';
import { customerLogin, renewLoginLink, requestEmailLogin, requestLibraryLogin } from './sign-in.service.js';

const storeParams = z.object({ storeSlug: z.string().min(1).max(63) });
const downloadParams = orderParams.extend({ itemId: id });
const downloadQuery = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z.string().min(10).max(100),
});

export async function customersRoutes(app: ZodApp) {
  const ctx = app.ctx;

  app.post(
    '/v1/store/:storeSlug/email-login',
    {
      schema: {
        tags: ['shopper'],
        params: storeParams,
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
    '/v1/store/:storeSlug/email-login/renew',
    {
      schema: {
        tags: ['shopper'],
        description:
          'Mails a fresh sign-in link to the address a used or expired one was for; the same answer whatever happens.',
        params: storeParams,
        body: renewLoginLinkRequest,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      const locale = localeFromHeader(request.headers['accept-language']);
      await renewLoginLink(ctx, request.params.storeSlug, request.body.login_token, request.ip, locale);
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
    '/v1/store/:storeSlug/orders',
    {
      schema: {
        tags: ['shopper'],
        description: "The signed-in buyer's paid orders in the store, newest first.",
        security: [{ bearer: [] }],
        params: storeParams,
        querystring: libraryQuery,
        response: { 200: libraryResponse },
      },
    },
    async (request) =>
      buyersLibrary(ctx, request.params.storeSlug, credentialsOf(request).bearer, request.query),
  );

  app.post(
    '/v1/store/:storeSlug/orders/email-login',
    {
      schema: {
        tags: ['shopper'],
        description:
          'Mails a sign-in link to the library when the address bought here; the same answer either way.',
        params: storeParams,
        body: libraryLoginRequest,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      const locale = localeFromHeader(request.headers['accept-language']);
      await requestLibraryLogin(ctx, request.params.storeSlug, request.body, request.ip, locale);
      return { code: 'OK' as const };
    },
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
        credentialsOf(request),
      ),
    }),
  );

  app.get(
    '/v1/store/:storeSlug/order/:orderId/download/:itemId',
    { schema: { tags: ['shopper'], params: downloadParams, querystring: downloadQuery } },
    async (request, reply) => {
      const { storeSlug, orderId, itemId } = request.params;
      const download = await openDownload(
        ctx,
        storeSlug,
        orderId,
        itemId,
        request.query.expires,
        request.query.signature,
      );
      reply.header('cache-control', 'private, no-store');
      if ('link' in download) return reply.redirect(download.link);
      return reply
        .type(download.contentType)
        .header('content-disposition', download.contentDisposition)
        .header('content-length', download.size)
        .send(download.stream);
    },
  );
}
