import { defineConfig } from 'vitest/config';

/**
 * One `vitest run` runs every suite but the browser journeys (playwright.config.ts): the contract, the
 * scripts, the API on SQLite and (when TEST_DATABASE_URL is set) the same API suite on PostgreSQL, and
 * the web app's units and components (docs/testing.md).
 */
const apiProject = (dialect: 'sqlite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `api-${dialect}`,
    // The long history's test seeds a database as the bench does, so it runs with the API's.
    include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts', 'scripts/seed-long-history.test.ts'],
    exclude: ['apps/api/test/mocked/**'],
    env: { TEST_DIALECT: dialect },
    // One migrated template database, which each test app copies (apps/api/test/test-database.ts).
    globalSetup: ['apps/api/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  resolve: { alias: { '@': new URL('./apps/web/src', import.meta.url).pathname } },
  test: {
    // In the forks pool, the files a worker runs share the modules it has loaded (decision 044):
    // importing the app anew for each file took most of the suite's time. Each file still builds its
    // own apps, on databases of their own.
    poolOptions: { forks: { isolate: false } },
    projects: [
      { extends: true, test: { name: 'contract', include: ['packages/contract/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          exclude: ['scripts/seed-long-history.test.ts'],
        },
      },
      apiProject('sqlite'),
      {
        // Files that replace a module of the API (vi.mock) each run in a worker of their own: in the
        // shared forks above, the module would already be loaded unmocked by an earlier file.
        extends: true,
        test: { name: 'api-mocked', include: ['apps/api/test/mocked/**/*.test.ts'], pool: 'threads' },
      },
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts', 'apps/web/builder/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Pages and forms rendered in a simulated document (Testing Library), the API faked at axios's edge.
        extends: true,
        test: {
          name: 'web-components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup-dom.ts'],
          // Above the waits' own ceiling (setup-dom.ts), so a wait that times out says what it waited for.
          testTimeout: 20_000,
          // Each file in a document of its own: a page leaves its storage, focus and listeners behind.
          pool: 'threads',
        },
      },
    ],
  },
});
