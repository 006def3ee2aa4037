import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema.js';
import { enterStore, withTenantScope } from '../src/db/tenant-scope.js';
import {
  createStore,
  createTestApp,
  dialect,
  payWithTestProvider,
  placeOrder,
  registerMerchant,
  shopWithProduct,
  uniqueSlug,
  type ShopFixture,
  type TestApp,
} from './harness.js';

describe('a merchant never reaches another merchant store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 404 for every store and settings call naming a foreign store, and changes nothing', async () => {
    const owner = await registerMerchant(t.app, 'Owner');
    const store = await createStore(owner.client, owner.token, { name: 'Mine', slug: 'owner-store' });
    await owner.client.post(
      '/v1/admin/settings',
      { store_id: store.id, settings: { primary_color: '#112233' } },
      { token: owner.token },
    );
    const intruder = await registerMerchant(t.app, 'Intruder');
    const own = await createStore(intruder.client, intruder.token, {
      name: 'Theirs',
      slug: 'intruder-store',
    });

    const before = await owner.client.get(`/v1/admin/store/${store.id}`, { token: owner.token });
    const attempts: [string, string, unknown?][] = [
      ['GET', `/v1/admin/store/${store.id}`],
      ['PUT', `/v1/admin/store/${store.id}`, { name: 'Taken over', test_mode: { value: false } }],
      ['GET', `/v1/admin/settings?store_id=${store.id}&names=primary_color`],
      ['POST', '/v1/admin/settings', { store_id: store.id, settings: { primary_color: '#000000' } }],
      [
        'POST',
        `/v1/admin/settings?store_id=${own.id}`,
        { store_id: store.id, settings: { primary_color: '#000000' } },
      ],
      ['GET', '/v1/admin/store/999999'],
    ];
    for (const [method, url, body] of attempts) {
      const response = await intruder.client.call(method as 'GET', url, body, { token: intruder.token });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json(), `${method} ${url}`).toEqual({ message: 'Not found.' });
    }

    const list = await intruder.client.get('/v1/admin/store', { token: intruder.token });
    expect(list.json().data.map((item: { id: number }) => item.id)).toEqual([own.id]);
    const after = await owner.client.get(`/v1/admin/store/${store.id}`, { token: owner.token });
    expect(after.json()).toEqual(before.json());
    expect(after.json().data).toMatchObject({ name: 'Mine', settings: { primary_color: '#112233' } });
  });

  it('does not let an intruder take a slug by renaming into it', async () => {
    const owner = await registerMerchant(t.app);
    await createStore(owner.client, owner.token, { name: 'First', slug: 'first-come' });
    const other = await registerMerchant(t.app);
    const theirs = await createStore(other.client, other.token, { name: 'Second', slug: 'second-come' });
    const response = await other.client.put(
      `/v1/admin/store/${theirs.id}`,
      { slug: 'first-come' },
      { token: other.token },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ slug: ['This address is already taken.'] });
  });
});

/**
 * The second line (decision 008): on PostgreSQL the request-serving handle connects as a role that
 * row-level security holds to the store of the current tenant scope, so even a query that forgets its
 * store filter finds nothing of another store. SQLite has no row-level security.
 */
if (dialect === 'postgres') {
  describe('row-level security on PostgreSQL', () => {
    let t: TestApp;
    let a: ShopFixture;
    let b: ShopFixture;
    let db: Kysely<Database>;
    let tenantTables: string[];
    const inStore = <T>(storeId: number, work: () => Promise<T>) => withTenantScope(work, storeId);
    const storeIdsIn = async (handle: Kysely<Database>, table: string) =>
      (
        await sql<{ store_id: number }>`select store_id from ${sql.table(table)} order by store_id`.execute(
          handle,
        )
      ).rows.map((row) => row.store_id);

    beforeAll(async () => {
      t = await createTestApp();
      db = t.ctx.database.db;
      a = await shopWithProduct(t.app, uniqueSlug('rls-a'));
      b = await shopWithProduct(t.app, uniqueSlug('rls-b'));
      for (const shop of [a, b]) {
        const { cartId } = await placeOrder(t.app, shop);
        await payWithTestProvider(t.app, shop.slug, cartId);
      }
      const columns = await sql<{ table_name: string }>`
        select table_name from information_schema.columns
        where table_schema = current_schema() and column_name = 'store_id' order by table_name`.execute(
        t.ctx.database.allStoresDb,
      );
      tenantTables = columns.rows.map((row) => row.table_name);
    });
    afterAll(() => t.close());

    it('shows a query that forgets the store filter only the scope’s store, and nothing without a scope', async () => {
      const orders = await inStore(a.storeId, () => db.selectFrom('orders').selectAll().execute());
      expect(orders.map((order) => order.store_id)).toEqual([a.storeId]);
      const products = await inStore(b.storeId, () => db.selectFrom('products').selectAll().execute());
      expect(products.map((product) => product.id)).toEqual([b.productId]);
      expect(await db.selectFrom('orders').selectAll().execute()).toEqual([]);

      expect(tenantTables).toHaveLength(41);
      for (const table of tenantTables) {
        const everyStore = await storeIdsIn(t.ctx.database.allStoresDb, table);
        const seen = await inStore(a.storeId, () => storeIdsIn(db, table));
        expect(seen, table).toEqual(everyStore.filter((storeId) => storeId === a.storeId));
        expect(await storeIdsIn(db, table), table).toEqual([]);
      }
      // Both stores really have rows there, so the comparisons above can fail.
      for (const table of [
        'products',
        'product_items',
        'carts',
        'orders',
        'order_counts',
        'order_search_words',
        'order_lines',
        'order_items',
        'payments',
        'receipt_tokens',
        'sales_days',
        'product_sales_days',
      ]) {
        expect(new Set(await storeIdsIn(t.ctx.database.allStoresDb, table)), table).toEqual(
          new Set([a.storeId, b.storeId]),
        );
      }
    });

    it('refuses to write another store’s rows, whatever the query says', async () => {
      const now = new Date().toISOString();
      const cart = (storeId: number) => ({
        id: randomUUID(),
        store_id: storeId,
        created_at: now,
        updated_at: now,
      });
      await inStore(a.storeId, async () => {
        await expect(db.insertInto('carts').values(cart(b.storeId)).execute()).rejects.toThrow(
          /row-level security/,
        );
        await expect(
          db.updateTable('products').set({ store_id: b.storeId }).where('id', '=', a.productId).execute(),
        ).rejects.toThrow(/row-level security/);
        const renamed = await db
          .updateTable('products')
          .set({ name: 'Taken over' })
          .where('id', '=', b.productId)
          .executeTakeFirst();
        expect(renamed.numUpdatedRows).toBe(0n);
        const deleted = await db
          .deleteFrom('order_lines')
          .where('store_id', '=', b.storeId)
          .executeTakeFirst();
        expect(deleted.numDeletedRows).toBe(0n);
      });
      await expect(db.insertInto('carts').values(cart(a.storeId)).execute()).rejects.toThrow(
        /row-level security/,
      );

      const all = t.ctx.database.allStoresDb;
      const theirs = await all.selectFrom('products').select('name').where('id', '=', b.productId).execute();
      expect(theirs).toEqual([{ name: 'Guide' }]);
      expect(await storeIdsIn(all, 'order_lines')).toContain(b.storeId);
      expect(await storeIdsIn(all, 'carts')).toHaveLength(2);
    });

    it('holds every table with a store_id to its store, through a role that owns none of them', async () => {
      const tables = await sql<{ relname: string; relrowsecurity: boolean; policies: number }>`
        select c.relname, c.relrowsecurity,
          (select count(*)::int from pg_policy p
            where p.polrelid = c.oid and p.polqual is not null and p.polwithcheck is not null) as policies
        from pg_class c
        where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r'
          and exists (select from pg_attribute a where a.attrelid = c.oid and a.attname = 'store_id')
        order by c.relname`.execute(t.ctx.database.allStoresDb);
      expect(tables.rows.map((row) => row.relname)).toEqual(tenantTables);
      for (const row of tables.rows)
        expect(row, row.relname).toMatchObject({ relrowsecurity: true, policies: 1 });

      const owned = await sql<{ count: number }>`
        select count(*)::int as count from pg_class where relowner = current_user::regrole`.execute(db);
      expect(owned.rows).toEqual([{ count: 0 }]);
    });

    it('gives the app role no way around the policies', async () => {
      const undo = new Error('undo');
      /** Runs statements in a transaction that is always rolled back, so the pooled connection stays clean. */
      const attempt = async <T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> => {
        let result: T | undefined;
        await db
          .transaction()
          .execute(async (trx) => {
            result = await work(trx);
            throw undo;
          })
          .catch((error: unknown) => {
            if (error !== undo) throw error;
          });
        return result!;
      };
      const owner = (
        await sql<{ name: string }>`select current_user as name`.execute(t.ctx.database.allStoresDb)
      ).rows[0]!.name;

      const role = await sql<{ name: string; rolsuper: boolean; rolbypassrls: boolean }>`
        select current_user as name, rolsuper, rolbypassrls from pg_roles where rolname = current_user`.execute(
        db,
      );
      expect(role.rows[0]).toMatchObject({ rolsuper: false, rolbypassrls: false });
      expect(role.rows[0]!.name).not.toBe(owner);

      await expect(
        attempt(async (trx) => {
          await sql`set local row_security = off`.execute(trx);
          return trx.selectFrom('orders').selectAll().execute();
        }),
      ).rejects.toThrow(/row-level security/);
      const afterReset = await attempt(async (trx) => {
        await sql`reset role`.execute(trx);
        const user = await sql<{ name: string }>`select current_user as name`.execute(trx);
        return { user: user.rows[0]!.name, orders: await trx.selectFrom('orders').selectAll().execute() };
      });
      expect(afterReset).toEqual({ user: role.rows[0]!.name, orders: [] });
      for (const statement of [
        sql`set role ${sql.id(owner)}`,
        sql`set session authorization ${sql.id(owner)}`,
        sql`alter table orders disable row level security`,
        sql`drop policy store_isolation on orders`,
        sql`select * from kysely_migration`,
      ]) {
        await expect(attempt((trx) => statement.execute(trx))).rejects.toThrow(
          /permission denied|must be owner/,
        );
      }
    });

    it('never lets a pooled connection carry one scope’s store into another', async () => {
      const readOrders = () => db.selectFrom('orders').select('store_id').execute();
      const kinds = [a.storeId, b.storeId, null] as const;
      const runs = Array.from({ length: 60 }, (_, index) => {
        const storeId = kinds[index % 3]!;
        if (storeId === null) return { storeId, rows: readOrders() };
        if (index % 2 === 0) return { storeId, rows: inStore(storeId, readOrders) };
        // A store entered inside a transaction that is rolled back: its setting must not outlive it.
        return {
          storeId,
          rows: withTenantScope(async () => {
            const rolledBack = new Error('rolled back');
            let seen: { store_id: number }[] = [];
            await db
              .transaction()
              .execute(async (trx) => {
                enterStore(storeId);
                seen = await trx.selectFrom('orders').select('store_id').execute();
                throw rolledBack;
              })
              .catch((error: unknown) => {
                if (error !== rolledBack) throw error;
              });
            return seen;
          }),
        };
      });
      for (const run of runs) {
        expect(await run.rows).toEqual(run.storeId === null ? [] : [{ store_id: run.storeId }]);
      }
    });
  });
}
