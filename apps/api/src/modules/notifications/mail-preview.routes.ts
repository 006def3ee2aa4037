import { mailPreviewParams, mailPreviewQuery, mailPreviewResponse } from '@platform/contract';
import type { ZodApp } from '../../zod-app.js';
import { mailPreview } from './mail-preview.js';

const admin = { tags: ['settings'], security: [{ bearer: [] }] };

export async function mailPreviewRoutes(app: ZodApp) {
  app.get(
    '/v1/admin/mail-preview/:kind',
    {
      config: { auth: 'merchant', tenant: 'store_id' },
      schema: {
        ...admin,
        params: mailPreviewParams,
        querystring: mailPreviewQuery,
        response: { 200: mailPreviewResponse },
      },
    },
    async (request) => ({
      data: await mailPreview(app.ctx, request.storeId!, request.params.kind, request.query),
    }),
  );
}
