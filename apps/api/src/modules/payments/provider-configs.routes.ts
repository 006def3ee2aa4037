import { storeApi } from '@platform/contract';
import { serveRoute, type ZodApp } from '../../zod-app.js';
import { checkProvider, listProviderStates, saveProviderConfig } from './provider-configs.service.js';

const tenant = { tenant: 'store_id' } as const;

export async function providerConfigsRoutes(app: ZodApp) {
  const ctx = app.ctx;

  serveRoute(
    app,
    storeApi.paymentProviders,
    async (request) => ({ data: await listProviderStates(ctx, request.storeId!) }),
    tenant,
  );

  serveRoute(
    app,
    storeApi.savePaymentProvider,
    async (request) => ({
      data: await saveProviderConfig(ctx, request.storeId!, request.params.provider, request.body),
    }),
    tenant,
  );

  serveRoute(
    app,
    storeApi.checkPaymentProvider,
    async (request) => ({
      data: { ok: await checkProvider(ctx, request.storeId!, request.params.provider) },
    }),
    tenant,
  );
}
