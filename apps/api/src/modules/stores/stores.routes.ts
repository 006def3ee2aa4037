import { shopApi, storeApi } from '@platform/contract';
import { serveRoute, type ZodApp } from '../../zod-app.js';
import { sendSerialized } from '../../lib/send-serialized.js';
import * as stores from './stores.service.js';

/** A store route's store is its `id`, which the tenancy plugin holds to the merchant's stores. */
const byId = { tenant: 'param:id' } as const;

export async function storesRoutes(app: ZodApp) {
  const ctx = app.ctx;

  serveRoute(app, storeApi.stores, async (request) => ({
    data: await stores.listStores(ctx, request.merchant!.userId),
  }));

  serveRoute(app, storeApi.createStore, async (request, reply) =>
    reply.status(201).send({ data: await stores.createStore(ctx, request.merchant!.userId, request.body) }),
  );

  serveRoute(
    app,
    storeApi.store,
    async (request) => ({ data: await stores.getStore(ctx, request.storeId!) }),
    byId,
  );

  serveRoute(
    app,
    storeApi.updateStore,
    async (request) => ({ data: await stores.updateStore(ctx, request.storeId!, request.body) }),
    byId,
  );

  serveRoute(app, shopApi.store, async (request, reply) =>
    sendSerialized(reply, await app.shopAnswers.store(request.params.storeSlug)),
  );

  serveRoute(app, shopApi.legal, async (request, reply) =>
    sendSerialized(reply, await app.shopAnswers.legal(request.params.storeSlug)),
  );
}
