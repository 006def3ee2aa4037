import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { isLocale, LOCALES, mailText, type Locale } from '@platform/contract';
import type { ZodApp } from '../../zod-app.js';
import { acceptFormBodies } from '../../lib/form-body.js';
import { paymentTarget, unsubscribe, unsubscribeLinkStore } from './reminders.service.js';
import { unsubscribePage } from './unsubscribe-page.js';

const payParams = z.object({ storeSlug: z.string().max(100), orderId: z.string().min(10).max(100) });
const unsubscribeQuery = z.object({
  email: z.string().max(320),
  sig: z.string().max(100),
  lang: z.enum(LOCALES).optional(),
});

/** The reminder's two links: pay the order, and stop the store's reminders to the address. */
export async function remindersRoutes(app: ZodApp) {
  const ctx = app.ctx;
  // Mail clients post `List-Unsubscribe=One-Click` as a form.
  await acceptFormBodies(app);

  app.get(
    '/v1/store/:storeSlug/order/:orderId/pay',
    { config: { page: true }, schema: { hide: true, params: payParams } },
    async (request, reply) =>
      reply.redirect(await paymentTarget(ctx, request.params.storeSlug, request.params.orderId), 303),
  );

  /*
   * The link in the mail only asks: mail scanners open links, and must not unsubscribe anyone. The
   * answer posts, as does a mail client's own button from the `List-Unsubscribe` header (RFC 8058).
   */
  const unsubscribeRoute =
    (handle: typeof unsubscribe, confirm: boolean) =>
    async (
      request: { params: { storeSlug: string }; query: z.infer<typeof unsubscribeQuery> },
      reply: FastifyReply,
    ) => {
      const { email, sig, lang } = request.query;
      const locale: Locale = isLocale(lang) ? lang : 'en';
      const store = await handle(ctx, request.params.storeSlug, email, sig);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!store) {
        const invalid = mailText(locale, 'reminderLinkInvalid');
        return reply.status(404).send(unsubscribePage({ locale, title: invalid, text: invalid }));
      }
      const values = { store: store.name, email: email.toLowerCase() };
      return reply.send(
        confirm
          ? unsubscribePage({
              locale,
              title: mailText(locale, 'reminderUnsubscribe', values),
              text: mailText(locale, 'reminderUnsubscribeQuestion', values),
              confirm: mailText(locale, 'reminderUnsubscribeConfirm'),
            })
          : unsubscribePage({
              locale,
              title: mailText(locale, 'reminderUnsubscribedTitle'),
              text: mailText(locale, 'reminderUnsubscribedText', values),
            }),
      );
    };
  const unsubscribeSchema = {
    config: { page: true },
    schema: {
      hide: true,
      params: z.object({ storeSlug: z.string().max(100) }),
      querystring: unsubscribeQuery,
    },
  };
  app.get(
    '/v1/store/:storeSlug/reminders/unsubscribe',
    unsubscribeSchema,
    unsubscribeRoute(unsubscribeLinkStore, true),
  );
  app.post(
    '/v1/store/:storeSlug/reminders/unsubscribe',
    unsubscribeSchema,
    unsubscribeRoute(unsubscribe, false),
  );
}
