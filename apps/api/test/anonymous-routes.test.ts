import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_ROUTES } from '../src/anonymous-routes.js';
import type { RouteEntry } from '../src/plugins/route-table.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * Every route reachable without a merchant's session or API token has a limit or a reason in
 * ANONYMOUS_ROUTES, and decision 045 names each (issue 27). The web build's files, one route each,
 * are one entry.
 */

const WEB_BUILD_FILE = 'GET /<file of the web build>';
const DECISION = new URL('../../../docs/decisions/045-anonymous-routes.md', import.meta.url);

function isWebBuildFile(webDistDir: string, url: string): boolean {
  const file = path.join(webDistDir, url);
  return file.startsWith(webDistDir + path.sep) && existsSync(file) && statSync(file).isFile();
}

/** The anonymous routes of a route table, each under its key in ANONYMOUS_ROUTES. */
function anonymousRouteKeys(routes: readonly RouteEntry[], webDistDir: string): Set<string> {
  return new Set(
    routes
      .filter((route) => route.config.auth !== 'merchant')
      .map((route) =>
        route.method === 'GET' && isWebBuildFile(webDistDir, route.url)
          ? WEB_BUILD_FILE
          : `${route.method} ${route.url}`,
      ),
  );
}

const unlisted = (keys: Set<string>) => [...keys].filter((key) => !(key in ANONYMOUS_ROUTES));

describe('anonymous routes', () => {
  let t: TestApp;
  let keys: Set<string>;
  beforeAll(async () => {
    t = await createTestApp();
    keys = anonymousRouteKeys(t.app.routeTable, t.ctx.config.webDistDir);
  });
  afterAll(() => t.close());

  it('lists every route without merchant sign-in with its limit or the reason it needs none', () => {
    expect(keys.size).toBeGreaterThan(30);
    expect(unlisted(keys)).toEqual([]);
    for (const [key, access] of Object.entries(ANONYMOUS_ROUTES)) {
      const told = 'limit' in access ? access.limit : access.reason;
      expect(told.length, key).toBeGreaterThan(10);
    }
  });

  it('fails for a new anonymous route that has neither', () => {
    const added: RouteEntry = {
      method: 'POST',
      url: '/v1/store/:storeSlug/wishlist',
      config: {},
      schema: {},
    };
    const signedIn: RouteEntry = { ...added, url: '/v1/admin/wishlist', config: { auth: 'merchant' } };
    const table = [...t.app.routeTable, added, signedIn];
    expect(unlisted(anonymousRouteKeys(table, t.ctx.config.webDistDir))).toEqual([
      'POST /v1/store/:storeSlug/wishlist',
    ]);
  });

  it('keeps no entry for a route that is gone, and no merchant route', () => {
    const stale = Object.keys(ANONYMOUS_ROUTES).filter((key) => key !== WEB_BUILD_FILE && !keys.has(key));
    expect(stale).toEqual([]);
  });

  it('is told route by route in decision 045', () => {
    const decision = readFileSync(DECISION, 'utf8');
    const untold = Object.keys(ANONYMOUS_ROUTES).filter((key) => !decision.includes(`\`${key}\``));
    expect(untold).toEqual([]);
  });
});
