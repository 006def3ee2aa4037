import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { routeSource } from './route-source.js';

/** One route of the app as registered, so tests can walk every route without a list to keep. */
export interface RouteEntry {
  method: string;
  url: string;
  config: FastifyContextConfig;
  /** The contract schemas of the route's body, querystring and params, where it has them. */
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
  /** The file that declared the route, where the app was built to record it (`npm run routes`). */
  source?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: readonly RouteEntry[];
  }
}

export interface RouteTableOptions {
  /**
   * Records each route's file from a stack trace taken as it registers: for the route index only,
   * since a stack trace per route costs the start of every server and test app.
   */
  sources?: boolean;
}

export function useRouteTable(app: FastifyInstance, { sources = false }: RouteTableOptions = {}): void {
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const source = sources ? routeSource() : undefined;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') {
        routeTable.push({
          method,
          url: route.url,
          config: route.config ?? {},
          schema: route.schema ?? {},
          ...(source && { source }),
        });
      }
    }
  });
}
