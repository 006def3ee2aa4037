import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_TOKEN_TTL_SECONDS, merchantApi } from '@platform/contract';
import { localeFromHeader } from '../../lib/locale.js';
import { issueXsrfCookie } from '../../plugins/xsrf.js';
import { serveRoute, type ZodApp } from '../../zod-app.js';
import * as auth from './auth.service.js';
import * as passwordReset from './password-reset.service.js';

export const REFRESH_COOKIE = 'refresh_token';

export async function authRoutes(app: ZodApp) {
  const ctx = app.ctx;
  // The refresh call must echo the XSRF cookie, so a sign-in hands out both.
  const setSessionCookies = (request: FastifyRequest, reply: FastifyReply, token: string) => {
    issueXsrfCookie(request, reply);
    reply.setCookie(REFRESH_COOKIE, token, {
      path: '/v1',
      httpOnly: true,
      sameSite: 'strict',
      secure: ctx.config.publicProtocol === 'https',
      maxAge: REFRESH_TOKEN_TTL_SECONDS,
    });
  };

  serveRoute(app, merchantApi.register, async (request, reply) => {
    await auth.checkSignInRate(ctx, request.ip);
    const session = await auth.register(ctx, request.body);
    setSessionCookies(request, reply, session.refreshToken);
    return reply.status(201).send({ data: { authorization: session.authorization, user: session.user } });
  });

  serveRoute(app, merchantApi.login, async (request, reply) => {
    await auth.checkSignInRate(ctx, request.ip, request.body.email);
    const session = await auth.login(ctx, request.body);
    setSessionCookies(request, reply, session.refreshToken);
    return { data: { authorization: session.authorization, user: session.user } };
  });

  serveRoute(app, merchantApi.passwordReset, async (request) => {
    const locale = localeFromHeader(request.headers['accept-language']);
    await passwordReset.requestPasswordReset(ctx, request.body, request.ip, locale);
    return { code: 'OK' as const };
  });

  serveRoute(app, merchantApi.confirmPasswordReset, async (request, reply) => {
    await auth.checkSignInRate(ctx, request.ip);
    const session = await passwordReset.confirmPasswordReset(ctx, request.body);
    setSessionCookies(request, reply, session.refreshToken);
    return { data: { authorization: session.authorization, user: session.user } };
  });

  serveRoute(
    app,
    merchantApi.refreshToken,
    async (request, reply) => {
      const tokens = await auth.refresh(ctx, request.cookies[REFRESH_COOKIE]);
      setSessionCookies(request, reply, tokens.refreshToken);
      return { code: 'OK' as const, data: { authorization: tokens.authorization } };
    },
    { xsrf: true },
  );

  serveRoute(
    app,
    merchantApi.logout,
    async (request, reply) => {
      await auth.logout(ctx, request.merchant!.familyId);
      reply.clearCookie(REFRESH_COOKIE, { path: '/v1' });
      return { code: 'OK' as const };
    },
    { xsrf: true },
  );
}
