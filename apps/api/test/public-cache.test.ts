import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheCounts } from '../src/cache/bounded-cache.js';
import { withTenantScope } from '../src/db/tenant-scope.js';
import { updateProduct } from '../src/modules/products/products.repository.js';
import { writeSetting } from '../src/modules/kernel/index.js';
import {
  createTestApp,
  dialect,
  shopWithProduct,
  TestClient,
  type ShopFixture,
  type TestApp,
} from './harness.js';

/**
 * What another server process answers next after a change. On PostgreSQL that process hears of the
 * change by the database's notice, on a connection of its own (decision 030): a request from the
 * network reaches it only through the event loop's I/O phase, after a notice already on its way
 * (multi-node.test.ts proves the very next request over HTTP), but an in-process call (inject) does
 * not pass that phase. So here it is given the moment the notice takes, bounded at a second.
 */
async function nextAnswerAfterChange<T>(read: () => Promise<T>, done: (answer: T) => boolean): Promise<T> {
  if (dialect === 'sqlite') return read();
  const deadline = Date.now() + 1000;
  for (;;) {
    const answer = await read();
    if (done(answer) || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * Renames the changed shop's product three times and reads it through `shopper` after each: at once,
 * or, with `wait`, once the process is told. Answers how many times the untouched shop's store was
 * asked for in one read of that shop after each edit: 0 while its row stays kept.
 */
async function untouchedAskedAfterEdits(
  changed: ShopFixture,
  shopper: TestClient,
  untouchedSlug: string,
  { wait }: { wait: boolean },
): Promise<number[]> {
  const lookUps = () => cacheCounts().get('shop-stores')?.misses ?? 0;
  const askedForUntouched = async () => {
    const before = lookUps();
    expect((await shopper.get(`/v1/store/${untouchedSlug}`)).statusCode).toBe(200);
    return lookUps() - before;
  };
  // Until the process listens, it asks on every request.
  const listening = Date.now() + 2000;
  while ((await askedForUntouched()) > 0 && Date.now() < listening) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  // Test schemas share one database and its channel, so another file's store of the same id may be
  // announced meanwhile: one quiet round of three suffices.
  const product = `/v1/store/${changed.slug}/product/${changed.productId}`;
  const asked: number[] = [];
  for (const edition of ['2nd', '3rd', '4th']) {
    const name = `Guide, ${edition} edition`;
    await changed.client.put(
      `/v1/admin/product/${changed.productId}`,
      { store_id: changed.storeId, name },
      { token: changed.token },
    );
    const read = () => shopper.get(product);
    const seen = wait
      ? await nextAnswerAfterChange(read, (answer) => answer.json().data.name === name)
      : await read();
    expect(seen.json().data.name).toBe(name);
    asked.push(await askedForUntouched());
  }
  return asked;
}

describe('cached shop answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('show a merchant change on the very next request', async () => {
    const shop = await shopWithProduct(t.app, 'cached-shop');
    const shopper = new TestClient(t.app);
    const product = `/v1/store/cached-shop/product/${shop.productId}`;
    expect((await shopper.get(product)).json().data.name).toBe('Guide');
    expect((await shopper.get(product)).json().data.name).toBe('Guide');

    await shop.client.put(
      `/v1/admin/product/${shop.productId}`,
      { store_id: shop.storeId, name: 'Guide, 2nd edition' },
      { token: shop.token },
    );
    expect((await shopper.get(product)).json().data.name).toBe('Guide, 2nd edition');

    await shop.client.post(
      '/v1/admin/settings',
      { store_id: shop.storeId, settings: { primary_color: '#aa0000' } },
      { token: shop.token },
    );
    expect((await shopper.get('/v1/store/cached-shop')).json().data.settings.primary_color).toBe('#aa0000');

    await shop.client.put(
      `/v1/admin/product/${shop.productId}`,
      { store_id: shop.storeId, status: 'concept' },
      { token: shop.token },
    );
    expect((await shopper.get(product)).statusCode).toBe(404);
    expect((await shopper.get('/v1/store/cached-shop/front/home')).json().data.products).toEqual([]);
  });

  it('show a change made by another server process on its next request once told (at once on SQLite)', async () => {
    const shop = await shopWithProduct(t.app, 'shared-shop');
    const other = await t.anotherProcess();
    try {
      const product = `/v1/store/shared-shop/product/${shop.productId}`;
      const shopper = new TestClient(other.app);
      expect((await shopper.get(product)).json().data.name).toBe('Guide');
      expect((await shopper.get('/v1/store/shared-shop')).json().data.name).toBe('Shop shared-shop');

      await shop.client.put(
        `/v1/admin/product/${shop.productId}`,
        { store_id: shop.storeId, name: 'Guide, revised' },
        { token: shop.token },
      );
      const revised = await nextAnswerAfterChange(
        () => shopper.get(product),
        (answer) => answer.json().data.name === 'Guide, revised',
      );
      expect(revised.json().data.name).toBe('Guide, revised');

      await shop.client.put(
        `/v1/admin/store/${shop.storeId}`,
        { name: 'Renamed shop', slug: 'moved-shop' },
        { token: shop.token },
      );
      const moved = await nextAnswerAfterChange(
        () => shopper.get('/v1/store/shared-shop'),
        (answer) => answer.statusCode === 404,
      );
      expect(moved.statusCode).toBe(404);
      expect((await shopper.get('/v1/store/moved-shop')).json().data.name).toBe('Renamed shop');
    } finally {
      await other.close();
    }
  });

  it.runIf(dialect === 'postgres')(
    'keep the other stores when another process changes one (PostgreSQL)',
    async () => {
      const changed = await shopWithProduct(t.app, 'changed-shop');
      await shopWithProduct(t.app, 'untouched-shop');
      const other = await t.anotherProcess();
      try {
        const asked = await untouchedAskedAfterEdits(changed, new TestClient(other.app), 'untouched-shop', {
          wait: true,
        });
        expect(Math.min(...asked)).toBe(0);
      } finally {
        await other.close();
      }
    },
  );

  it.runIf(dialect === 'postgres')(
    'keep the other stores when this process changes one, and show the change at once (PostgreSQL)',
    async () => {
      const changed = await shopWithProduct(t.app, 'own-change-shop');
      await shopWithProduct(t.app, 'own-untouched-shop');
      const asked = await untouchedAskedAfterEdits(changed, new TestClient(t.app), 'own-untouched-shop', {
        wait: false,
      });
      expect(Math.min(...asked)).toBe(0);
    },
  );

  it('show a change written outside any route (a job, a script) on the very next request', async () => {
    const shop = await shopWithProduct(t.app, 'scripted-shop');
    const shopper = new TestClient(t.app);
    const product = `/v1/store/scripted-shop/product/${shop.productId}`;
    expect((await shopper.get(product)).json().data.name).toBe('Guide');
    expect((await shopper.get('/v1/store/scripted-shop')).json().data.settings.primary_color).toBeNull();

    await t.ctx.database.allStoresDb
      .transaction()
      .execute((trx) => updateProduct(trx, shop.storeId, shop.productId, { name: 'Guide, by a job' }));
    expect((await shopper.get(product)).json().data.name).toBe('Guide, by a job');

    await withTenantScope(
      () =>
        writeSetting(t.ctx.database.db, shop.storeId, 'primary_color', '"#00aa00"', new Date().toISOString()),
      shop.storeId,
    );
    expect((await shopper.get('/v1/store/scripted-shop')).json().data.settings.primary_color).toBe('#00aa00');
  });

  it('does not move on for a refused change', async () => {
    const shop = await shopWithProduct(t.app, 'steady-shop');
    const version = async () =>
      (
        await t.ctx.database.allStoresDb
          .selectFrom('stores')
          .select('content_version')
          .where('id', '=', shop.storeId)
          .executeTakeFirstOrThrow()
      ).content_version;
    const before = await version();
    await shop.client.put(
      `/v1/admin/product/${shop.productId}`,
      { store_id: shop.storeId, price: -5 },
      { token: shop.token },
    );
    expect(await version()).toBe(before);
    await shop.client.put(
      `/v1/admin/product/${shop.productId}`,
      { store_id: shop.storeId, price: 500 },
      { token: shop.token },
    );
    // The product and its one variant (decision 076) each move it on.
    expect(await version()).toBeGreaterThan(before);
  });
});
