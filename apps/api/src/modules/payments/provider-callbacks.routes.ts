import { z } from 'zod';
import type { ZodApp } from '../../zod-app.js';
import { acceptFormBodies } from '../../lib/form-body.js';
import { handleMollieCallback, handleStripeCallback } from './provider-callbacks.service.js';

/**
 * Provider callbacks: Mollie posts a form with the payment id; Stripe posts a signed JSON event. The paths
 * end in `/webhook`, the providers' own word, and stay as they are: each payment was created with that URL.
 */
export async function providerCallbacksRoutes(app: ZodApp) {
  const ctx = app.ctx;
  await acceptFormBodies(app);
  // The signature covers the exact bytes Stripe sent, so this route keeps the body raw.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/v1/payments/mollie/webhook',
    {
      schema: {
        tags: ['provider-callbacks'],
        summary: 'Mollie reports a payment',
        description:
          "Called by Mollie, not by you: the URL each Mollie payment is created with. The order's payment " +
          'is read back from Mollie by its id, so a forged call changes nothing.',
        body: z.object({ id: z.string().min(1).max(100).describe("Mollie's payment id (`tr_…`).") }),
      },
    },
    async (request, reply) => {
      await handleMollieCallback(ctx, request.body.id);
      return reply.status(200).send({ code: 'OK' });
    },
  );

  app.post(
    '/v1/payments/stripe/webhook',
    {
      schema: {
        tags: ['provider-callbacks'],
        summary: 'Stripe reports an event',
        description:
          'Called by Stripe, not by you: register this URL in Stripe for the events the payment provider ' +
          "settings name. The body is Stripe's event, checked against the `Stripe-Signature` header with " +
          "the store's webhook secret; a call whose signature does not match is refused.",
      },
    },
    async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      await handleStripeCallback(
        ctx,
        request.body as Buffer,
        typeof signature === 'string' ? signature : undefined,
      );
      return reply.status(200).send({ code: 'OK' });
    },
  );
}
