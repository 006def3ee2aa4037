import { parse as parseQuery } from 'node:querystring';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { AppContext } from './app-context.js';
import { loggerOptions, OneLinePerRequest } from './lib/logger.js';
import { useErrorHandler } from './plugins/error-handler.js';
import { useHostCheck } from './plugins/host-check.js';
import { useMerchantAuth } from './plugins/merchant-auth.js';
import { useOpenApi } from './plugins/openapi.js';
import { useSecurityHeaders } from './plugins/security-headers.js';
import { useRouteTable, type RouteTableOptions } from './plugins/route-table.js';
import { useTenancy } from './plugins/tenancy.js';
import { useTenantScope } from './plugins/tenant-scope.js';
import { useContractValidation } from './plugins/validation.js';
import { useBodyShapeLimits } from './plugins/body-shape.js';
import { useWebApp } from './plugins/web-app.js';
import { useXsrf } from './plugins/xsrf.js';
import { requestIdOf, useRequestIdHeader } from './plugins/request-id.js';
import { useHealthChecks } from './plugins/health.js';
import { useMetrics } from './plugins/metrics.js';
import { accountRoutes } from './modules/account/index.js';
import { apiTokensRoutes } from './modules/api-tokens/index.js';
import { authRoutes } from './modules/auth/index.js';
import { cartsRoutes, getCart } from './modules/carts/index.js';
import { checkoutRoutes } from './modules/checkout/index.js';
import { canOpenGoods, buyerAccessRoutes } from './modules/buyer-access/index.js';
import { demoRoutes } from './modules/demo/index.js';
import { devMailboxRoutes } from './modules/mail/index.js';
import { discountCodesRoutes } from './modules/discounts/index.js';
import { mediaRoutes } from './modules/media/index.js';
import { licensesRoutes } from './modules/licenses/index.js';
import { invoicesRoutes, vatReportsRoutes } from './modules/invoices/index.js';
import { adminOrdersRoutes, orderReportsRoutes } from './modules/order-admin/index.js';
import { ordersRoutes } from './modules/orders/index.js';
import { paymentsRoutes, providerCallbacksRoutes, providerConfigsRoutes } from './modules/payments/index.js';
import { shopAnswers, shopRoutes } from './modules/shop/index.js';
import { addProductImage, attachFile, productsRoutes } from './modules/products/index.js';
import { storefrontsRoutes } from './modules/storefronts/index.js';
import { mailPreviewRoutes } from './modules/notifications/index.js';
import { settingsRoutes } from './modules/settings/index.js';
import { getPublicStore, getStoreLegalTexts, storesRoutes } from './modules/stores/index.js';
import { merchantWebhooksRoutes } from './modules/webhooks/index.js';
import { subscriptionAdminRoutes } from './modules/subscriptions/index.js';
import { failedJobsRoutes } from './modules/failed-jobs/index.js';
import { remindersRoutes } from './modules/reminders/index.js';
import type { ZodApp } from './zod-app.js';

/** `names[]=a&names[]=b` (axios's array style) reads the same as `names=a&names=b`. */
function parseQueryString(query: string): Record<string, unknown> {
  const parsed = parseQuery(query);
  return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key.replace(/\[\]$/, ''), value]));
}

/**
 * Builds the whole app; main.ts listens on it and the tests inject requests into the same thing.
 * `routeTable` asks for what only the route index needs (scripts/routes.ts).
 */
export async function buildApp(
  ctx: AppContext,
  options: FastifyServerOptions = {},
  routeTable: RouteTableOptions = {},
): Promise<ZodApp> {
  const app = Fastify({
    logger: loggerOptions(ctx.config.logLevel),
    logController: new OneLinePerRequest(),
    genReqId: requestIdOf,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { querystringParser: parseQueryString },
    ...options,
  });
  app.decorate('ctx', ctx);
  app.decorate(
    'shopAnswers',
    shopAnswers(ctx, {
      store: getPublicStore,
      legal: getStoreLegalTexts,
      cart: (context, storeSlug, cartId) => getCart(context, storeSlug, cartId, {}),
    }),
  );
  useRouteTable(app, routeTable);

  // First, so that every later hook and handler runs in the request's tenant scope.
  useTenantScope(app);
  useRequestIdHeader(app);
  useMetrics(app);
  useHostCheck(app);
  useContractValidation(app);
  useBodyShapeLimits(app);
  useErrorHandler(app);
  await app.register(cookie);
  await useSecurityHeaders(app);
  useXsrf(app);
  useMerchantAuth(app);
  useTenancy(app);
  await useOpenApi(app);

  const zodApp = app as unknown as ZodApp;
  await zodApp.register(authRoutes);
  await zodApp.register(accountRoutes);
  await zodApp.register(storesRoutes);
  await zodApp.register(settingsRoutes);
  await zodApp.register(mailPreviewRoutes);
  await zodApp.register(productsRoutes);
  await zodApp.register(storefrontsRoutes);
  await zodApp.register(discountCodesRoutes);
  await zodApp.register(mediaRoutes, { addProductImage, attachFile });
  await zodApp.register(shopRoutes);
  await zodApp.register(cartsRoutes);
  await zodApp.register(checkoutRoutes);
  await zodApp.register(ordersRoutes, { canOpenGoods });
  await zodApp.register(paymentsRoutes);
  await zodApp.register(providerCallbacksRoutes);
  await zodApp.register(providerConfigsRoutes);
  await zodApp.register(buyerAccessRoutes);
  await zodApp.register(adminOrdersRoutes);
  await zodApp.register(vatReportsRoutes);
  await zodApp.register(licensesRoutes);
  await zodApp.register(invoicesRoutes);
  await zodApp.register(orderReportsRoutes);
  await zodApp.register(subscriptionAdminRoutes);
  await zodApp.register(devMailboxRoutes);
  await zodApp.register(demoRoutes);
  await zodApp.register(merchantWebhooksRoutes);
  await zodApp.register(failedJobsRoutes);
  await zodApp.register(apiTokensRoutes);
  await zodApp.register(remindersRoutes);
  useHealthChecks(app);
  await useWebApp(app);
  return zodApp;
}
