import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { readRoutes, routeTableText, type RouteLine } from './routes.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('npm run routes', () => {
  let lines: RouteLine[];
  let printed: string[][];
  beforeAll(async () => {
    lines = await readRoutes();
    // The table as printed, read back into its columns (two spaces or more between them).
    printed = routeTableText(lines)
      .split('\n')
      .slice(1)
      .map((row) => row.split(/ {2,}/));
  }, 60_000);

  it('prints every route with its method, path, auth and a file of the repository that exists', () => {
    expect(printed.length).toBe(lines.length);
    expect(printed.length).toBeGreaterThan(100);
    for (const [method, route, auth, file] of printed) {
      expect(method).toMatch(/^(GET|POST|PUT|DELETE)$/);
      expect(route).toMatch(/^\//);
      expect(auth).toMatch(/^(public|merchant|merchant, token \w+:(read|write))$/);
      expect(file, `${method} ${route}`).toMatch(/:\d+$/);
      expect(existsSync(path.join(ROOT, file!.replace(/:\d+$/, ''))), `${method} ${route}: ${file}`).toBe(
        true,
      );
    }
  });

  it("names the routes file a module served the contract's routes from, also through the kernel's route set helper", () => {
    const fileOf = (method: string, route: string) =>
      lines.find((line) => line.method === method && line.path === route)?.file.replace(/:\d+$/, '');
    expect(fileOf('POST', '/v1/store/:storeSlug/cart/:cartSessionId?')).toBe(
      'apps/api/src/modules/carts/carts.routes.ts',
    );
    expect(fileOf('GET', '/v1/admin/storefront')).toBe(
      'apps/api/src/modules/storefronts/storefronts.routes.ts',
    );
    expect(fileOf('GET', '/v1/admin/order/:id')).toBe(
      'apps/api/src/modules/order-admin/admin-orders.routes.ts',
    );
    expect(fileOf('GET', '/healthz')).toBe('apps/api/src/plugins/health.ts');
  });

  it('says who may call each route, from its config', () => {
    const authOf = (method: string, route: string) =>
      lines.find((line) => line.method === method && line.path === route)?.auth;
    expect(authOf('POST', '/v1/store/:storeSlug/order/:cartSessionId')).toBe('public');
    expect(authOf('GET', '/v1/admin/order')).toBe('merchant, token orders:read');
    expect(authOf('POST', '/v1/admin/webhook-endpoint/:id/rotate-secret')).toBe('merchant');
  });
});
