import { z } from 'zod';
import {
  createdWebhookEndpoint,
  createWebhookEndpointRequest,
  envelope,
  idParams,
  storeScopedQuery,
  updateWebhookEndpointRequest,
  webhookAttempt,
  webhookDelivery,
  webhookEndpoint,
} from '@platform/contract';
import type { ZodApp } from '../../zod-app.js';
import { storeScopedRoutes } from '../kernel/index.js';
import * as endpoints from './endpoints.service.js';

const admin = { tags: ['webhooks'], security: [{ bearer: [] }] };
const tenant = { auth: 'merchant', tenant: 'store_id' } as const;

export async function merchantWebhooksRoutes(app: ZodApp) {
  const ctx = app.ctx;
  const db = ctx.database.db;

  storeScopedRoutes(app, {
    path: '/v1/admin/webhook-endpoint',
    tag: 'webhooks',
    item: webhookEndpoint,
    list: ({ storeId }) => endpoints.listEndpoints(ctx, storeId),
    create: {
      body: createWebhookEndpointRequest,
      created: createdWebhookEndpoint,
      run: (body) => endpoints.createEndpoint(ctx, body),
    },
    update: {
      body: updateWebhookEndpointRequest,
      run: (id, body) => endpoints.updateEndpoint(ctx, id, body),
    },
    remove: { run: (id, { storeId }) => endpoints.deleteEndpoint(ctx, storeId, id) },
  });

  // The one answer besides the creation that holds the secret; no API token may ask it (route-scopes.ts).
  app.post(
    '/v1/admin/webhook-endpoint/:id/rotate-secret',
    {
      config: tenant,
      schema: {
        ...admin,
        params: idParams,
        body: storeScopedQuery,
        response: { 200: envelope(createdWebhookEndpoint) },
      },
    },
    async (request) => ({ data: await endpoints.rotateSecret(ctx, request.storeId!, request.params.id) }),
  );

  app.get(
    '/v1/admin/webhook-endpoint/:id/delivery',
    {
      config: tenant,
      schema: {
        ...admin,
        params: idParams,
        querystring: storeScopedQuery,
        response: { 200: envelope(z.array(webhookDelivery)) },
      },
    },
    async (request) => ({ data: await endpoints.listDeliveries(db, request.storeId!, request.params.id) }),
  );

  app.get(
    '/v1/admin/webhook-delivery/:id/attempt',
    {
      config: tenant,
      schema: {
        ...admin,
        params: idParams,
        querystring: storeScopedQuery,
        response: { 200: envelope(z.array(webhookAttempt)) },
      },
    },
    async (request) => ({ data: await endpoints.listAttempts(db, request.storeId!, request.params.id) }),
  );

  app.post(
    '/v1/admin/webhook-delivery/:id/resend',
    {
      config: tenant,
      schema: {
        ...admin,
        params: idParams,
        body: storeScopedQuery,
        response: { 201: envelope(webhookDelivery) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await endpoints.resendDelivery(ctx, request.storeId!, request.params.id) }),
  );
}
