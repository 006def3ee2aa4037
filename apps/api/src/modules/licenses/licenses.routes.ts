import {
  activateLicenseRequest,
  activateLicenseResponse,
  addLicenseKeysRequest,
  addLicenseKeysResponse,
  adminLicenseKey,
  deactivateLicenseRequest,
  deactivateLicenseResponse,
  envelope,
  licenseKeysParams,
  licenseKeysQuery,
  listEnvelope,
  validateLicenseRequest,
  validateLicenseResponse,
} from '@platform/contract';
import type { ZodApp } from '../../zod-app.js';
import { acceptFormBodies } from '../../lib/form-body.js';
import * as api from './license-api.service.js';
import * as keys from './license-keys.service.js';

const admin = { tags: ['products'], security: [{ bearer: [] }] };
const tenant = { auth: 'merchant', tenant: 'store_id' } as const;
const publicApi = { tags: ['licenses'] };

export async function licensesRoutes(app: ZodApp) {
  const ctx = app.ctx;
  // Lemon Squeezy's licence API takes form fields, and the clients written for it send them so.
  await acceptFormBodies(app);

  app.get(
    '/v1/admin/product/:id/product-item/:itemId/license-keys',
    {
      config: tenant,
      schema: {
        ...admin,
        params: licenseKeysParams,
        querystring: licenseKeysQuery,
        response: { 200: listEnvelope(adminLicenseKey) },
      },
    },
    async (request) => keys.listPoolKeys(ctx, request.params.id, request.params.itemId, request.query),
  );

  app.post(
    '/v1/admin/product/:id/product-item/:itemId/license-keys',
    {
      config: tenant,
      schema: {
        ...admin,
        params: licenseKeysParams,
        body: addLicenseKeysRequest,
        response: { 200: envelope(addLicenseKeysResponse) },
      },
    },
    async (request) => ({
      data: await keys.addPoolKeys(
        ctx,
        request.storeId!,
        request.params.id,
        request.params.itemId,
        request.body.keys,
        `merchant:${request.merchant!.userId}`,
      ),
    }),
  );

  app.post(
    '/v1/licenses/validate',
    { schema: { ...publicApi, body: validateLicenseRequest, response: { 200: validateLicenseResponse } } },
    async (request) => api.validateLicense(ctx, request.body, request.ip),
  );

  app.post(
    '/v1/licenses/activate',
    { schema: { ...publicApi, body: activateLicenseRequest, response: { 200: activateLicenseResponse } } },
    async (request) => api.activateLicense(ctx, request.body, request.ip),
  );

  app.post(
    '/v1/licenses/deactivate',
    {
      schema: { ...publicApi, body: deactivateLicenseRequest, response: { 200: deactivateLicenseResponse } },
    },
    async (request) => api.deactivateLicense(ctx, request.body, request.ip),
  );
}
