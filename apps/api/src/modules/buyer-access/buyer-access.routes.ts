import { shopApi } from '@platform/contract';
import { localeFromHeader } from '../../lib/locale.js';
import { serveRoute, type ZodApp } from '../../zod-app.js';
import { credentialsOf } from './buyer-access.js';
import { openDownload, purchasedItems } from './purchased-goods.service.js';
import {
  buyersLibrary,
  buyersSubscriptions,
  changePaymentMethodOfBuyer,
  changeSubscriptionOfBuyer,
} from './library.service.js';
import { customerLogin, renewLoginLink, requestEmailLogin, requestLibraryLogin } from './sign-in.service.js';

export async function buyerAccessRoutes(app: ZodApp) {
  const ctx = app.ctx;

  serveRoute(app, shopApi.emailLogin, async (request) => {
    await requestEmailLogin(ctx, request.params.storeSlug, request.body, request.ip);
    return { code: 'OK' as const };
  });

  serveRoute(app, shopApi.renewLoginLink, async (request) => {
    const locale = localeFromHeader(request.headers['accept-language']);
    await renewLoginLink(ctx, request.params.storeSlug, request.body.login_token, request.ip, locale);
    return { code: 'OK' as const };
  });

  serveRoute(app, shopApi.customerLogin, async (request) => ({
    data: await customerLogin(ctx, request.body.login_token),
  }));

  serveRoute(app, shopApi.library, async (request) =>
    buyersLibrary(ctx, request.params.storeSlug, credentialsOf(request).bearer, request.query),
  );

  serveRoute(app, shopApi.librarySubscriptions, async (request) => ({
    data: await buyersSubscriptions(ctx, request.params.storeSlug, credentialsOf(request).bearer),
  }));

  serveRoute(app, shopApi.librarySubscriptionAction, async (request) => {
    const { storeSlug, subscriptionId, action } = request.params;
    const bearer = credentialsOf(request).bearer;
    return { data: await changeSubscriptionOfBuyer(ctx, storeSlug, bearer, subscriptionId, action) };
  });

  serveRoute(app, shopApi.libraryPaymentMethod, async (request) => {
    const { storeSlug, subscriptionId } = request.params;
    const bearer = credentialsOf(request).bearer;
    return { data: { url: await changePaymentMethodOfBuyer(ctx, storeSlug, bearer, subscriptionId) } };
  });

  serveRoute(app, shopApi.libraryLogin, async (request) => {
    const locale = localeFromHeader(request.headers['accept-language']);
    await requestLibraryLogin(ctx, request.params.storeSlug, request.body, request.ip, locale);
    return { code: 'OK' as const };
  });

  serveRoute(app, shopApi.orderProducts, async (request) => ({
    data: await purchasedItems(ctx, request.params.storeSlug, request.params.orderId, credentialsOf(request)),
  }));

  serveRoute(app, shopApi.download, async (request, reply) => {
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
  });
}
