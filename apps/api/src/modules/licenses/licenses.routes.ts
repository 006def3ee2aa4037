import { licenseApi, productApi } from '@platform/contract';
import { serveRoute, type ZodApp } from '../../zod-app.js';
import { acceptFormBodies } from '../../lib/form-body.js';
import * as api from './license-api.service.js';
import * as keys from './license-keys.service.js';

const tenant = { tenant: 'store_id' } as const;

export async function licensesRoutes(app: ZodApp) {
  const ctx = app.ctx;
  // Lemon Squeezy's licence API takes form fields, and the clients written for it send them so.
  await acceptFormBodies(app);

  serveRoute(
    app,
    productApi.licenseKeys,
    async (request) => keys.listPoolKeys(ctx, request.params.id, request.params.itemId, request.query),
    tenant,
  );

  serveRoute(
    app,
    productApi.addLicenseKeys,
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
    tenant,
  );

  serveRoute(app, licenseApi.validate, async (request) => api.validateLicense(ctx, request.body, request.ip));

  serveRoute(app, licenseApi.activate, async (request) => api.activateLicense(ctx, request.body, request.ip));

  serveRoute(app, licenseApi.deactivate, async (request) =>
    api.deactivateLicense(ctx, request.body, request.ip),
  );
}
