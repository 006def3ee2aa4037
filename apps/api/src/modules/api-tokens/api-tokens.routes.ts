import { apiTokenApi } from '@platform/contract';
import type { ZodApp } from '../../zod-app.js';
import { storeScopedRoutes } from '../kernel/index.js';
import * as tokens from './api-tokens.service.js';

export async function apiTokensRoutes(app: ZodApp) {
  const ctx = app.ctx;

  storeScopedRoutes(app, apiTokenApi, {
    list: ({ storeId }) => tokens.listApiTokens(ctx, storeId),
    create: (body, { request }) => tokens.createApiToken(ctx, request.merchant!.userId, body),
    remove: (id, { storeId }) => tokens.revokeApiToken(ctx, storeId, id),
  });
}
