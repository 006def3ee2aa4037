import { z } from 'zod';
import {
  createStoreRequest,
  envelope,
  idParams,
  shopApi,
  store,
  storeSummary,
  updateStoreRequest,
  businessType,
} from '@platform/contract';
import { serveRoute, type ZodApp } from '../../zod-app.js';
import { sendSerialized } from '../../lib/send-serialized.js';
import * as stores from './stores.service.js';

const admin = { tags: ['stores'], security: [{ bearer: [] }] };

export async function storesRoutes(app: ZodApp) {
  const ctx = app.ctx;

  app.get(
    '/v1/admin/store',
    {
      config: { auth: 'merchant' },
      schema: {
        ...admin,
        response: { 200: envelope(z.array(storeSummary.extend({ business_type: businessType }))) },
      },
    },
    async (request) => ({ data: await stores.listStores(ctx, request.merchant!.userId) }),
  );

  app.post(
    '/v1/admin/store',
    {
      config: { auth: 'merchant' },
      schema: { ...admin, body: createStoreRequest, response: { 201: envelope(store) } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await stores.createStore(ctx, request.merchant!.userId, request.body) }),
  );

  app.get(
    '/v1/admin/store/:id',
    {
      config: { auth: 'merchant', tenant: 'param:id' },
      schema: { ...admin, params: idParams, response: { 200: envelope(store) } },
    },
    async (request) => ({ data: await stores.getStore(ctx, request.storeId!) }),
  );

  app.put(
    '/v1/admin/store/:id',
    {
      config: { auth: 'merchant', tenant: 'param:id' },
      schema: { ...admin, params: idParams, body: updateStoreRequest, response: { 200: envelope(store) } },
    },
    async (request) => ({ data: await stores.updateStore(ctx, request.storeId!, request.body) }),
  );

  serveRoute(app, shopApi.store, async (request, reply) =>
    sendSerialized(reply, await app.shopAnswers.store(request.params.storeSlug)),
  );

  serveRoute(app, shopApi.legal, async (request, reply) =>
    sendSerialized(reply, await app.shopAnswers.legal(request.params.storeSlug)),
  );
}
