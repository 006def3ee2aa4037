import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { closeContext, createContext } from '../apps/api/src/context.js';
import { scopeForRoute } from '../apps/api/src/modules/api-tokens/index.js';
import type { RouteEntry } from '../apps/api/src/plugins/route-table.js';
// For the route config's `auth`, which this plugin declares.
import type {} from '../apps/api/src/plugins/merchant-auth.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** One line of the route index. */
export interface RouteLine {
  method: string;
  path: string;
  /** `public` (no sign-in), `merchant` (a merchant's session), or `merchant, token <scope>` as well. */
  auth: string;
  /** `file:line` from the repository's root, where the route was declared. */
  file: string;
}

/**
 * Who may call a route, from its config (plugins/merchant-auth.ts) and, for a merchant's route, the
 * API token scope it takes (modules/api-tokens/route-scopes.ts, decision 038).
 */
export function authOf(route: Pick<RouteEntry, 'method' | 'url' | 'config'>): string {
  if (route.config.auth !== 'merchant') return 'public';
  const scope = scopeForRoute(route.url, route.method);
  return scope ? `merchant, token ${scope}` : 'merchant';
}

/**
 * Runs `use` on the app as the tests build it (its own SQLite database under a temporary directory,
 * migrated, no demo data), then closes it and removes the directory.
 */
export async function withApp<T>(
  use: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>,
  env: Record<string, string> = {},
  options: Parameters<typeof buildApp>[2] = {},
): Promise<T> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'routes-'));
  try {
    const ctx = await createContext(
      loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        DEMO_DATA: 'false',
        DATABASE_URL: `sqlite:${path.join(dataDir, 'routes.sqlite')}`,
        ...env,
      }),
    );
    try {
      const app = await buildApp(ctx, { logger: false }, options);
      await app.ready();
      try {
        return await use(app);
      } finally {
        await app.close();
      }
    } finally {
      await closeContext(ctx);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Every route of the app as the tests build it, with the file that declared each. The web build's
 * files are routes too when apps/web/dist is built; `WEB_DIST_DIR` points elsewhere.
 */
export async function readRoutes(env: Record<string, string> = {}): Promise<RouteLine[]> {
  return withApp(
    async (app) =>
      app.routeTable.map((route) => ({
        method: route.method,
        path: route.url,
        auth: authOf(route),
        file: route.source ? path.relative(ROOT, route.source) : '',
      })),
    env,
    { sources: true },
  );
}

/** The index as a table of aligned columns, a header first. */
export function routeTableText(lines: readonly RouteLine[]): string {
  const rows = [
    ['METHOD', 'PATH', 'AUTH', 'FILE'],
    ...lines.map((line) => [line.method, line.path, line.auth, line.file]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const lines = await readRoutes();
  console.log(routeTableText(lines));
  console.log(`\n${lines.length} routes`);
}
