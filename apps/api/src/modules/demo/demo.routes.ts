import { z } from 'zod';
import { requireDevelopmentMachine } from '../../lib/development-only.js';
import { hostOrigin } from '../../lib/hosts.js';
import type { ZodApp } from '../../zod-app.js';
import { createDemoStore } from './demo-data.js';

/**
 * `POST /dev/demo-store`, on a developer's machine only: another demo merchant with a demo store of
 * its own, answered with its sign-in. Each browser journey starts from one (docs/testing.md); a
 * developer can ask for a fresh one too. The body is JSON, so a form on another site cannot send it.
 */
export async function demoRoutes(app: ZodApp) {
  const ctx = app.ctx;
  app.post(
    '/dev/demo-store',
    { schema: { hide: true, body: z.object({}).strict() } },
    async (request, reply) => {
      requireDevelopmentMachine(request, ctx.config);
      const demo = await createDemoStore(ctx);
      const { publicHost, publicProtocol } = ctx.config;
      return reply.status(201).send({
        data: {
          email: demo.signIn.email,
          password: demo.signIn.password,
          store_id: demo.storeId,
          slug: demo.slug,
          store_url: hostOrigin(demo.slug, publicHost, publicProtocol),
        },
      });
    },
  );
}
