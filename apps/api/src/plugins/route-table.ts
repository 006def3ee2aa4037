import type { FastifyContextConfig, FastifyInstance } from 'fastify';

/** One route of the app as registered, so tests can walk every route without a list to keep. */
export interface RouteEntry {
  method: string;
  url: string;
  config: FastifyContextConfig;
  /** The contract schemas of the route's body, querystring and params, where it has them. */
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: readonly RouteEntry[];
  }
}

export function useRouteTable(app: FastifyInstance): void {
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') {
        routeTable.push({ method, url: route.url, config: route.config ?? {}, schema: route.schema ?? {} });
      }
    }
  });
}
