import { licenseApi, productApi } from '@platform/contract';
import { serveRoute, type ZodApp } from '../../zod-app.js';
import { acceptFormBodies } from '../../lib/form-body.js';
import * as api from './license-api.service.js';
import * as keys from './license-keys.service.js';
import * as keyAdmin from './license-key-admin.service.js';

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

  /** The key a merchant's key route names. */
  const keyAt = (request: {
    storeId: number | null;
    params: { id: number; itemId: number; keyId: number };
  }) => ({
    storeId: request.storeId!,
    productId: request.params.id,
    itemId: request.params.itemId,
    keyId: request.params.keyId,
  });

  serveRoute(
    app,
    productApi.licenseKeyAction,
    async (request) => ({ data: await keyAdmin.runKeyAction(ctx, keyAt(request), request.params.action) }),
    tenant,
  );

  serveRoute(
    app,
    productApi.replaceLicenseKey,
    async (request) => ({ data: await keyAdmin.replaceKey(ctx, keyAt(request), request.body.key) }),
    tenant,
  );

  serveRoute(
    app,
    productApi.licenseKeyActivations,
    async (request) => keyAdmin.listKeyActivations(ctx, keyAt(request), request.query),
    tenant,
  );

  serveRoute(app, licenseApi.validate, async (request) => api.validateLicense(ctx, request.body, request.ip));

  serveRoute(app, licenseApi.activate, async (request) => api.activateLicense(ctx, request.body, request.ip));

  serveRoute(app, licenseApi.deactivate, async (request) =>
    api.deactivateLicense(ctx, request.body, request.ip),
  );
}
