import { apiToken, createApiTokenRequest, createdApiToken } from '@platform/contract';
import type { ZodApp } from '../../zod-app.js';
import { storeScopedRoutes } from '../kernel/index.js';
import * as tokens from './api-tokens.service.js';

export async function apiTokensRoutes(app: ZodApp) {
  const ctx = app.ctx;

  storeScopedRoutes(app, {
    path: '/v1/admin/api-token',
    tag: 'api-tokens',
    item: apiToken,
    list: ({ storeId }) => tokens.listApiTokens(ctx, storeId),
    create: {
      body: createApiTokenRequest,
      created: createdApiToken,
      run: (body, { request }) => tokens.createApiToken(ctx, request.merchant!.userId, body),
    },
    remove: { answers: 'item', run: (id, { storeId }) => tokens.revokeApiToken(ctx, storeId, id) },
  });
}
