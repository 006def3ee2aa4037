import { storeApi } from '@platform/contract';
import { serveRoute, type ZodApp } from '../../zod-app.js';
import { readSettings } from '../kernel/index.js';
import { saveSettings } from './settings.service.js';
import { sendTestEmail } from './test-email.service.js';

const tenant = { tenant: 'store_id' } as const;

export async function settingsRoutes(app: ZodApp) {
  const { database } = app.ctx;

  serveRoute(
    app,
    storeApi.settings,
    async (request) => ({ data: await readSettings(database.db, request.storeId!, request.query.names) }),
    tenant,
  );

  serveRoute(
    app,
    storeApi.saveSettings,
    async (request) => ({ data: await saveSettings(app.ctx, request.storeId!, request.body.settings) }),
    tenant,
  );

  serveRoute(
    app,
    storeApi.testEmail,
    async (request) => {
      await sendTestEmail(app.ctx, request.storeId!, request.merchant!.userId);
      return { code: 'OK' as const };
    },
    tenant,
  );
}
