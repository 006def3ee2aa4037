import { parse as parseQuery } from 'node:querystring';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { AppContext, RouteEntry } from './app-context.js';
import { loggerOptions } from './lib/logger.js';
import { useErrorHandler } from './plugins/error-handler.js';
import { useHostCheck } from './plugins/host-check.js';
import { useMerchantAuth } from './plugins/merchant-auth.js';
import { useOpenApi } from './plugins/openapi.js';
import { useSecurityHeaders } from './plugins/security-headers.js';
import { useTenancy } from './plugins/tenancy.js';
import { useTenantScope } from './plugins/tenant-scope.js';
import { useContractValidation } from './plugins/validation.js';
import { useBodyShapeLimits } from './plugins/body-shape.js';
import { useWebApp } from './plugins/web-app.js';
import { useXsrf } from './plugins/xsrf.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { cartsRoutes } from './modules/carts/carts.routes.js';
import { customersRoutes } from './modules/customers/customers.routes.js';
import { devMailboxRoutes } from './modules/mail/dev-mailbox.routes.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { adminOrdersRoutes } from './modules/orders/admin-orders.routes.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { providerConfigsRoutes } from './modules/payments/provider-configs.routes.js';
import { webhooksRoutes } from './modules/payments/webhooks.routes.js';
import { shopAnswers } from './modules/shop/shop-answers.js';
import { shopRoutes } from './modules/shop/shop.routes.js';
import { productsRoutes } from './modules/products/products.routes.js';
import { storefrontsRoutes } from './modules/storefronts/storefronts.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { storesRoutes } from './modules/stores/stores.routes.js';
import type { ZodApp } from './zod-app.js';

/** `names[]=a&names[]=b` (axios's array style) reads the same as `names=a&names=b`. */
function parseQueryString(query: string): Record<string, unknown> {
  const parsed = parseQuery(query);
  return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key.replace(/\[\]$/, ''), value]));
}

/** Builds the whole app; main.ts listens on it and the tests inject requests into the same thing. */
export async function buildApp(ctx: AppContext, options: FastifyServerOptions = {}): Promise<ZodApp> {
  const app = Fastify({
    logger: loggerOptions(ctx.config.logLevel),
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { querystringParser: parseQueryString },
    ...options,
  });
  app.decorate('ctx', ctx);
  // One cache of the shop's answers, for the API and the store pages that carry them alike.
  app.decorate('shopAnswers', shopAnswers(ctx));
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') {
        routeTable.push({ method, url: route.url, config: route.config ?? {}, schema: route.schema ?? {} });
      }
    }
  });

  // First, so that every later hook and handler runs in the request's tenant scope.
  useTenantScope(app);
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
  await zodApp.register(productsRoutes);
  await zodApp.register(storefrontsRoutes);
  await zodApp.register(mediaRoutes);
  await zodApp.register(shopRoutes);
  await zodApp.register(cartsRoutes);
  await zodApp.register(ordersRoutes);
  await zodApp.register(paymentsRoutes);
  await zodApp.register(webhooksRoutes);
  await zodApp.register(providerConfigsRoutes);
  await zodApp.register(customersRoutes);
  await zodApp.register(adminOrdersRoutes);
  await zodApp.register(devMailboxRoutes);
  await useWebApp(app);
  return zodApp;
}
