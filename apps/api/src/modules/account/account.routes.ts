import {
  account,
  changePasswordRequest,
  deleteAccountRequest,
  envelope,
  okResponse,
  updateAccountRequest,
} from '@platform/contract';
import type { ZodApp } from '../../zod-app.js';
import { changePassword, deleteAccount, getAccount, updateAccount } from './account.service.js';

const admin = { tags: ['account'], security: [{ bearer: [] }] };
const merchant = { auth: 'merchant' } as const;

export async function accountRoutes(app: ZodApp) {
  const ctx = app.ctx;

  app.get(
    '/v1/admin/account',
    { config: merchant, schema: { ...admin, response: { 200: envelope(account) } } },
    async (request) => ({ data: await getAccount(ctx, request.merchant!.userId) }),
  );

  app.put(
    '/v1/admin/account',
    {
      config: merchant,
      schema: { ...admin, body: updateAccountRequest, response: { 200: envelope(account) } },
    },
    async (request) => ({ data: await updateAccount(ctx, request.merchant!.userId, request.body) }),
  );

  app.post(
    '/v1/admin/account/password',
    { config: merchant, schema: { ...admin, body: changePasswordRequest, response: { 200: okResponse } } },
    async (request) => {
      await changePassword(ctx, request.merchant!, request.body.current_password, request.body.new_password);
      return { code: 'OK' as const };
    },
  );

  app.delete(
    '/v1/admin/account',
    { config: merchant, schema: { ...admin, body: deleteAccountRequest, response: { 200: okResponse } } },
    async (request) => {
      await deleteAccount(ctx, request.merchant!.userId, request.body.password);
      return { code: 'OK' as const };
    },
  );
}
