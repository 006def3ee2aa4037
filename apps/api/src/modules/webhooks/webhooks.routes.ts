import { webhookApi } from '@platform/contract';
import { serveRoute, type ZodApp } from '../../zod-app.js';
import { storeScopedRoutes } from '../kernel/index.js';
import * as endpoints from './endpoints.service.js';
import { sendTestEvent } from './test-event.js';

const tenant = { tenant: 'store_id' } as const;

export async function merchantWebhooksRoutes(app: ZodApp) {
  const ctx = app.ctx;
  const db = ctx.database.db;

  storeScopedRoutes(app, webhookApi, {
    list: ({ storeId }) => endpoints.listEndpoints(ctx, storeId),
    create: (body) => endpoints.createEndpoint(ctx, body),
    update: (id, body) => endpoints.updateEndpoint(ctx, id, body),
    remove: (id, { storeId }) => endpoints.deleteEndpoint(ctx, storeId, id),
  });

  // The one answer besides the creation that holds the secret; no API token may ask it (route-scopes.ts).
  serveRoute(
    app,
    webhookApi.rotateSecret,
    async (request) => ({ data: await endpoints.rotateSecret(ctx, request.storeId!, request.params.id) }),
    tenant,
  );

  serveRoute(
    app,
    webhookApi.deliveries,
    async (request) => ({ data: await endpoints.listDeliveries(db, request.storeId!, request.params.id) }),
    tenant,
  );

  serveRoute(
    app,
    webhookApi.attempts,
    async (request) => ({ data: await endpoints.listAttempts(db, request.storeId!, request.params.id) }),
    tenant,
  );

  serveRoute(
    app,
    webhookApi.resend,
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await endpoints.resendDelivery(ctx, request.storeId!, request.params.id) }),
    tenant,
  );

  serveRoute(
    app,
    webhookApi.sendTest,
    async (request) => ({
      data: await sendTestEvent(ctx, request.storeId!, request.params.id, request.body.event),
    }),
    tenant,
  );
}
