import { z } from 'zod';
import { shopApi } from '@platform/contract';
import { serveRoute, type ZodApp } from '../../zod-app.js';
import { acceptFormBodies } from '../../lib/form-body.js';
import { hostOrigin } from '../../lib/hosts.js';
import { createPaymentLink } from './payments.service.js';
import { completeTestPayment, TEST_OUTCOMES, testCheckout } from './test-checkout.service.js';
import { testCheckoutPage } from './test-checkout-page.js';

const referenceParams = z.object({ reference: z.string().min(20).max(100) });

/** The shop's payment link for an order, and the test provider's hosted page, on the platform itself. */
export async function paymentsRoutes(app: ZodApp) {
  const ctx = app.ctx;
  await acceptFormBodies(app);

  serveRoute(app, shopApi.paymentLink, async (request) => ({
    data: { url: await createPaymentLink(ctx, request.params.storeSlug, request.params.cartSessionId) },
  }));

  const page = (checkout: Awaited<ReturnType<typeof testCheckout>>, reference: string) =>
    testCheckoutPage({
      locale: checkout.locale,
      storeName: checkout.storeName,
      amount: checkout.amount,
      reference,
      state: checkout.state,
      recurring: checkout.recurring,
    });

  app.get(
    '/v1/payments/test/:reference',
    { config: { page: true }, schema: { hide: true, params: referenceParams } },
    async (request, reply) => {
      const checkout = await testCheckout(ctx, request.params.reference);
      return reply.type('text/html; charset=utf-8').send(page(checkout, request.params.reference));
    },
  );

  app.post(
    '/v1/payments/test/:reference',
    {
      config: { page: true },
      schema: {
        hide: true,
        params: referenceParams,
        body: z.object({ outcome: z.enum(TEST_OUTCOMES) }),
      },
    },
    async (request, reply) => {
      const { reference } = request.params;
      const checkout = await testCheckout(ctx, reference);
      // The shopper's browser posted a form: a refusal is a page that says why, not a JSON answer.
      if (checkout.state === 'blocked') {
        return reply.status(422).type('text/html; charset=utf-8').send(page(checkout, reference));
      }
      if (checkout.state === 'open') {
        await completeTestPayment(ctx, reference, request.body.outcome);
      }
      const origin = hostOrigin(checkout.storeSlug, ctx.config.publicHost, ctx.config.publicProtocol);
      return reply.redirect(`${origin}/order/${checkout.orderId}`, 303);
    },
  );
}
