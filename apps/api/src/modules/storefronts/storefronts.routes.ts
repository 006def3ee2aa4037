import { z } from 'zod';
import {
  createStorefrontRequest,
  deleteRequest,
  envelope,
  idParams,
  okResponse,
  storeScopedQuery,
  storefront,
  updateStorefrontRequest,
} from '@platform/contract';
import type { ZodApp } from '../../zod-app.js';
import * as storefronts from './storefronts.service.js';

const admin = { tags: ['storefronts'], security: [{ bearer: [] }] };
const tenant = { auth: 'merchant', tenant: 'store_id' } as const;

export async function storefrontsRoutes(app: ZodApp) {
  const ctx = app.ctx;

  app.get(
    '/v1/admin/storefront',
    {
      config: tenant,
      schema: { ...admin, querystring: storeScopedQuery, response: { 200: envelope(z.array(storefront)) } },
    },
    async (request) => ({ data: await storefronts.listStorefronts(ctx, request.storeId!) }),
  );

  app.post(
    '/v1/admin/storefront',
    {
      config: tenant,
      schema: { ...admin, body: createStorefrontRequest, response: { 201: envelope(storefront) } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await storefronts.createStorefront(ctx, request.body) }),
  );

  app.get(
    '/v1/admin/storefront/:id',
    {
      config: tenant,
      schema: {
        ...admin,
        params: idParams,
        querystring: storeScopedQuery,
        response: { 200: envelope(storefront) },
      },
    },
    async (request) => ({ data: await storefronts.getStorefront(ctx, request.storeId!, request.params.id) }),
  );

  app.put(
    '/v1/admin/storefront/:id',
    {
      config: tenant,
      schema: {
        ...admin,
        params: idParams,
        querystring: storeScopedQuery.partial(),
        body: updateStorefrontRequest,
        response: { 200: envelope(storefront) },
      },
    },
    async (request) => ({ data: await storefronts.updateStorefront(ctx, request.params.id, request.body) }),
  );

  app.delete(
    '/v1/admin/storefront/:id',
    {
      config: tenant,
      schema: {
        ...admin,
        params: idParams,
        querystring: storeScopedQuery.partial(),
        body: deleteRequest,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await storefronts.deleteStorefront(ctx, request.storeId!, request.params.id);
      return { code: 'OK' as const };
    },
  );
}
