import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  dialect,
  payWithTestProvider,
  placeOrder,
  shopWithProduct,
  uniqueSlug,
  type ShopFixture,
  type TestApp,
} from './harness.js';

interface Run {
  db: Database.Database;
  source: string;
  args: unknown[];
}

/**
 * Every statement the app runs on SQLite while `record` is on, with its parameters, as it prepares and
 * runs them: the statements themselves, not copies of them that could drift from the code.
 */
function recordStatements() {
  const runs: Run[] = [];
  const prototype = Database.prototype;
  const prepare = prototype.prepare;
  prototype.prepare = function (this: Database.Database, source: string) {
    const statement = prepare.call(this, source);
    const methods = statement as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const method of ['all', 'get', 'run', 'iterate']) {
      const original = methods[method]!;
      methods[method] = (...args: unknown[]) => {
        runs.push({ db: this, source, args });
        return original.apply(statement, args);
      };
    }
    return statement;
  } as typeof prepare;
  return { runs, restore: () => (prototype.prepare = prepare) };
}

/**
 * SQLite has no statistics to plan by (the app never runs ANALYZE), so two indexes that look alike on
 * paper are a coin toss: after migration 045, the cart's lines were found by the store's index, and every
 * cart read, save and checkout walked all the store's cart lines (issue 29). Each statement on
 * cart_lines that a shopper's cart and checkout run finds the lines by their cart.
 */
describe('the query plans of a cart (sqlite)', () => {
  let t: TestApp;
  let shop: ShopFixture;
  let recorder: ReturnType<typeof recordStatements>;
  beforeAll(async () => {
    // Before the app prepares anything, so that its cached statements are recorded too.
    recorder = recordStatements();
    t = await createTestApp();
    shop = await shopWithProduct(t.app, uniqueSlug());
  });
  afterAll(async () => {
    recorder.restore();
    await t.close();
  });

  it.runIf(dialect === 'sqlite')(
    'finds the cart lines by their cart in a cart read, save and checkout',
    async () => {
      recorder.runs.length = 0;
      const { shopper, cartId } = await placeOrder(t.app, shop);
      expect((await shopper.get(`/v1/store/${shop.slug}/cart/${cartId}`)).statusCode).toBe(200);
      expect((await payWithTestProvider(t.app, shop.slug, cartId)).statusCode).toBe(303);

      const onCartLines = recorder.runs.filter((run) => /\bcart_lines\b/.test(run.source));
      expect(onCartLines.length).toBeGreaterThan(0);
      const misplanned = onCartLines.flatMap(({ db, source, args }) =>
        (db.prepare(`explain query plan ${source}`).all(...args) as { detail: string }[])
          .map((row) => row.detail)
          .filter((detail) => /^(SCAN|SEARCH) cart_lines\b/.test(detail) && !detail.includes('cart_id=?'))
          .map((detail) => `${detail}: ${source}`),
      );
      expect(misplanned).toEqual([]);
    },
  );
});
