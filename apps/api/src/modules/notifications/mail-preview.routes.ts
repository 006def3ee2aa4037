import { storeApi } from '@platform/contract';
import { serveRoute, type ZodApp } from '../../zod-app.js';
import { mailPreview } from './mail-preview.js';

export async function mailPreviewRoutes(app: ZodApp) {
  serveRoute(
    app,
    storeApi.mailPreview,
    async (request) => ({
      data: await mailPreview(app.ctx, request.storeId!, request.params.kind, request.query),
    }),
    { tenant: 'store_id' },
  );
}
