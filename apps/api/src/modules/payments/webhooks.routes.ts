import { z } from 'zod';
import type { ZodApp } from '../../zod-app.js';
import { acceptFormBodies } from '../../lib/form-body.js';
import { handleMollieWebhook, handleStripeWebhook } from './webhooks.service.js';

/** Provider webhooks: Mollie posts a form with the payment id; Stripe posts a signed JSON event. */
export async function webhooksRoutes(app: ZodApp) {
  const ctx = app.ctx;
  await acceptFormBodies(app);
  // The signature covers the exact bytes Stripe sent, so this route keeps the body raw.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/v1/payments/mollie/webhook',
    { schema: { tags: ['webhooks'], body: z.object({ id: z.string().min(1).max(100) }) } },
    async (request, reply) => {
      await handleMollieWebhook(ctx, request.body.id);
      return reply.status(200).send({ code: 'OK' });
    },
  );

  app.post('/v1/payments/stripe/webhook', { schema: { tags: ['webhooks'] } }, async (request, reply) => {
    const signature = request.headers['stripe-signature'];
    await handleStripeWebhook(
      ctx,
      request.body as Buffer,
      typeof signature === 'string' ? signature : undefined,
    );
    return reply.status(200).send({ code: 'OK' });
  });
}
