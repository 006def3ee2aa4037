import type { FastifyInstance, RouteOptions } from 'fastify';

type RouteHookName = 'onRequest' | 'preParsing' | 'preValidation' | 'preHandler';

/**
 * Adds a hook to just the routes whose options ask for it (merchant sign-in, tenancy, XSRF, bodies), so the
 * shop's public reads, the busiest routes, run none of them: a global hook that returns at once still
 * costs a promise and a turn of the hook runner on every request. Call it before the routes register.
 */
export function addRouteHook<Name extends RouteHookName>(
  app: FastifyInstance,
  applies: (config: NonNullable<RouteOptions['config']>, route: RouteOptions) => boolean,
  name: Name,
  hook: NonNullable<RouteOptions[Name]> extends infer H ? (H extends unknown[] ? H[number] : H) : never,
): void {
  app.addHook('onRoute', (route) => {
    if (!applies(route.config ?? {}, route)) return;
    const existing = route[name];
    (route as Record<RouteHookName, unknown>)[name] = [...(existing ? [existing].flat() : []), hook];
  });
}
