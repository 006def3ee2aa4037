import { z } from 'zod';
import {
  envelope,
  paymentProviderParams,
  paymentProviderState,
  providerCheckResponse,
  savePaymentProviderRequest,
  storeScopedQuery,
} from '@platform/contract';
import type { ZodApp } from '../../zod-app.js';
import { checkProvider, listProviderStates, saveProviderConfig } from './provider-configs.service.js';

const admin = { tags: ['settings'], security: [{ bearer: [] }] };
const tenant = { auth: 'merchant', tenant: 'store_id' } as const;

export async function providerConfigsRoutes(app: ZodApp) {
  const ctx = app.ctx;

  app.get(
    '/v1/admin/payment-providers',
    {
      config: tenant,
      schema: {
        ...admin,
        querystring: storeScopedQuery,
        response: { 200: envelope(z.array(paymentProviderState)) },
      },
    },
    async (request) => ({ data: await listProviderStates(ctx, request.storeId!) }),
  );

  app.put(
    '/v1/admin/payment-providers/:provider',
    {
      config: tenant,
      schema: {
        ...admin,
        params: paymentProviderParams,
        body: savePaymentProviderRequest,
        response: { 200: envelope(paymentProviderState) },
      },
    },
    async (request) => ({
      data: await saveProviderConfig(ctx, request.storeId!, request.params.provider, request.body),
    }),
  );

  app.post(
    '/v1/admin/payment-providers/:provider/check',
    {
      config: tenant,
      schema: {
        ...admin,
        params: paymentProviderParams,
        body: storeScopedQuery,
        response: { 200: providerCheckResponse },
      },
    },
    async (request) => ({
      data: { ok: await checkProvider(ctx, request.storeId!, request.params.provider) },
    }),
  );
}
