import { merchantApi } from '@platform/contract';
import { serveRoute, type ZodApp } from '../../zod-app.js';
import { changePassword, deleteAccount, getAccount, updateAccount } from './account.service.js';

export async function accountRoutes(app: ZodApp) {
  const ctx = app.ctx;

  serveRoute(app, merchantApi.account, async (request) => ({
    data: await getAccount(ctx, request.merchant!.userId),
  }));

  serveRoute(app, merchantApi.updateAccount, async (request) => ({
    data: await updateAccount(ctx, request.merchant!.userId, request.body),
  }));

  serveRoute(app, merchantApi.changePassword, async (request) => {
    await changePassword(ctx, request.merchant!, request.body.current_password, request.body.new_password);
    return { code: 'OK' as const };
  });

  serveRoute(app, merchantApi.deleteAccount, async (request) => {
    await deleteAccount(ctx, request.merchant!.userId, request.body.password);
    return { code: 'OK' as const };
  });
}
