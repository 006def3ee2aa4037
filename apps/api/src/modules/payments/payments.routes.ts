import { z } from 'zod';
import type { ZodApp } from '../../zod-app.js';
import { hostOrigin } from '../../lib/hosts.js';
import { AppError } from '../../errors.js';
import { applyPaymentStatus } from './payments.service.js';
import { testCheckout } from './test-checkout.service.js';
import { testCheckoutPage } from './test-checkout-page.js';

const referenceParams = z.object({ reference: z.string().min(20).max(100) });

/** The test provider's hosted page, on the platform itself. */
export async function paymentsRoutes(app: ZodApp) {
  const ctx = app.ctx;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get(
    '/v1/payments/test/:reference',
    { config: { page: true }, schema: { hide: true, params: referenceParams } },
    async (request, reply) => {
      const checkout = await testCheckout(ctx, request.params.reference);
      return reply.type('text/html; charset=utf-8').send(
        testCheckoutPage({
          locale: checkout.locale,
          storeName: checkout.storeName,
          amount: checkout.amount,
          reference: request.params.reference,
          open: checkout.open,
        }),
      );
    },
  );

  app.post(
    '/v1/payments/test/:reference',
    {
      schema: {
        hide: true,
        params: referenceParams,
        body: z.object({ outcome: z.enum(['paid', 'failed', 'canceled']) }),
      },
    },
    async (request, reply) => {
      const checkout = await testCheckout(ctx, request.params.reference);
      if (checkout.provider !== 'test') throw AppError.notFound();
      const order = await applyPaymentStatus(
        ctx,
        request.params.reference,
        request.body.outcome,
        'provider:test',
      );
      const origin = hostOrigin(checkout.storeSlug, ctx.config.publicHost, ctx.config.publicProtocol);
      return reply.redirect(`${origin}/order/${order.id}`, 303);
    },
  );
}
