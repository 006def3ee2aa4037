import { subscriptionApi } from '@platform/contract';
import { serveRoute, type ZodApp } from '../../zod-app.js';
import {
  getAdminSubscription,
  listAdminSubscriptions,
  runSubscriptionAction,
  subscriptionMrr,
} from './subscription-admin.service.js';

const tenant = { tenant: 'store_id' } as const;

/** The store's subscriptions as the merchant sees them (decision 082). */
export async function subscriptionAdminRoutes(app: ZodApp) {
  const ctx = app.ctx;

  serveRoute(
    app,
    subscriptionApi.subscriptions,
    async (request) => listAdminSubscriptions(ctx, request.storeId!, request.query),
    tenant,
  );

  serveRoute(
    app,
    subscriptionApi.subscriptionMrr,
    async (request) => ({ data: await subscriptionMrr(ctx, request.storeId!) }),
    tenant,
  );

  serveRoute(
    app,
    subscriptionApi.subscription,
    async (request) => ({ data: await getAdminSubscription(ctx, request.storeId!, request.params.id) }),
    tenant,
  );

  serveRoute(
    app,
    subscriptionApi.subscriptionAction,
    async (request) => ({
      data: await runSubscriptionAction(
        ctx,
        request.storeId!,
        request.params.id,
        request.params.action,
        request.merchant!.userId,
      ),
    }),
    tenant,
  );
}
