import { z } from 'zod';
import { EMBED_OVERLAY_PARAM, EMBED_PARENT_PARAM, shopApi } from '@platform/contract';
import { serveRoute, type ZodApp } from '../../zod-app.js';
import { acceptFormBodies } from '../../lib/form-body.js';
import { hostOrigin } from '../../lib/hosts.js';
import { createPaymentLink } from './payments.service.js';
import { completeTestPayment, TEST_OUTCOMES, testCheckout } from './test-checkout.service.js';
import { testCheckoutPage } from './test-checkout-page.js';

const referenceParams = z.object({ reference: z.string().min(20).max(100) });

/**
 * In the embed's checkout overlay (decision 080) the page is framed, and hands the frame's parameters on
 * to its form and to the order page it returns to, which so knows it is still in the overlay. Anything
 * else in the address is dropped; the order page checks the parent's origin itself.
 */
const overlayQuery = z.object({
  [EMBED_OVERLAY_PARAM]: z.literal('1').optional().catch(undefined),
  [EMBED_PARENT_PARAM]: z.string().max(300).optional().catch(undefined),
});

function overlaySearch(query: z.infer<typeof overlayQuery>): string {
  if (query[EMBED_OVERLAY_PARAM] !== '1') return '';
  return `?${new URLSearchParams({ [EMBED_OVERLAY_PARAM]: '1', [EMBED_PARENT_PARAM]: query[EMBED_PARENT_PARAM] ?? '' })}`;
}

/** The shop's payment link for an order, and the test provider's hosted page, on the platform itself. */
export async function paymentsRoutes(app: ZodApp) {
  const ctx = app.ctx;
  await acceptFormBodies(app);

  serveRoute(app, shopApi.paymentLink, async (request) => ({
    data: { url: await createPaymentLink(ctx, request.params.storeSlug, request.params.cartSessionId) },
  }));

  const page = (checkout: Awaited<ReturnType<typeof testCheckout>>, reference: string, search: string) =>
    testCheckoutPage({
      action: `/v1/payments/test/${reference}${search}`,
      locale: checkout.locale,
      storeName: checkout.storeName,
      amount: checkout.amount,
      state: checkout.state,
      recurring: checkout.recurring,
    });

  app.get(
    '/v1/payments/test/:reference',
    {
      config: { page: 'overlay' },
      schema: { hide: true, params: referenceParams, querystring: overlayQuery },
    },
    async (request, reply) => {
      const checkout = await testCheckout(ctx, request.params.reference);
      const search = overlaySearch(request.query);
      return reply.type('text/html; charset=utf-8').send(page(checkout, request.params.reference, search));
    },
  );

  app.post(
    '/v1/payments/test/:reference',
    {
      config: { page: 'overlay' },
      schema: {
        hide: true,
        params: referenceParams,
        querystring: overlayQuery,
        body: z.object({ outcome: z.enum(TEST_OUTCOMES) }),
      },
    },
    async (request, reply) => {
      const { reference } = request.params;
      const checkout = await testCheckout(ctx, reference);
      const search = overlaySearch(request.query);
      // The shopper's browser posted a form: a refusal is a page that says why, not a JSON answer.
      if (checkout.state === 'blocked') {
        return reply
          .status(422)
          .type('text/html; charset=utf-8')
          .send(page(checkout, reference, search));
      }
      if (checkout.state === 'open') {
        await completeTestPayment(ctx, reference, request.body.outcome);
      }
      const origin = hostOrigin(checkout.storeSlug, ctx.config.publicHost, ctx.config.publicProtocol);
      return reply.redirect(`${origin}${checkout.returnPath}${search}`, 303);
    },
  );
}
