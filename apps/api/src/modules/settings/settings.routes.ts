import {
  getSettingsQuery,
  okResponse,
  saveSettingsRequest,
  settingsResponse,
  storeScopedQuery,
} from '@platform/contract';
import type { ZodApp } from '../../zod-app.js';
import { readSettings } from '../kernel/index.js';
import { saveSettings } from './settings.service.js';
import { sendTestEmail } from './test-email.service.js';

const admin = { tags: ['settings'], security: [{ bearer: [] }] };

export async function settingsRoutes(app: ZodApp) {
  const { database } = app.ctx;

  app.get(
    '/v1/admin/settings',
    {
      config: { auth: 'merchant', tenant: 'store_id' },
      schema: { ...admin, querystring: getSettingsQuery, response: { 200: settingsResponse } },
    },
    async (request) => ({ data: await readSettings(database.db, request.storeId!, request.query.names) }),
  );

  app.post(
    '/v1/admin/settings',
    {
      config: { auth: 'merchant', tenant: 'store_id' },
      schema: { ...admin, body: saveSettingsRequest, response: { 200: settingsResponse } },
    },
    async (request) => ({ data: await saveSettings(app.ctx, request.storeId!, request.body.settings) }),
  );

  app.post(
    '/v1/admin/settings/test-email',
    {
      config: { auth: 'merchant', tenant: 'store_id' },
      schema: { ...admin, body: storeScopedQuery, response: { 200: okResponse } },
    },
    async (request) => {
      await sendTestEmail(app.ctx, request.storeId!, request.merchant!.userId);
      return { code: 'OK' as const };
    },
  );
}
