import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenantScope } from '../src/db/tenant-scope.js';
import { createTestApp, dialect, shopWithProduct, type ShopFixture, type TestApp } from './harness.js';

/**
 * Plain reads outside transactions share a few pipelined connections on PostgreSQL (decision 043).
 * What must hold: each read sees its own store only, whatever was sent before it on the connection;
 * a slow read or a waiting write does not hold up reads sent after it is seen to wait; a transaction
 * keeps a connection of its own; a connection the database ends is replaced.
 */
describe.runIf(dialect === 'postgres')('reads pipelined on shared connections', () => {
  let t: TestApp;
  let first: ShopFixture;
  let second: ShopFixture;
  beforeAll(async () => {
    t = await createTestApp();
    first = await shopWithProduct(t.app, 'pipelined-first');
    second = await shopWithProduct(t.app, 'pipelined-second');
  });
  afterAll(() => t.close());

  const db = () => t.ctx.database.db;
  const backend = () =>
    db()
      .selectNoFrom(sql<number>`pg_backend_pid()`.as('pid'))
      .executeTakeFirstOrThrow()
      .then((row) => row.pid);
  /** A store's product names, as the app role sees them in that store's scope. */
  const names = (shop: ShopFixture) =>
    withTenantScope(
      () =>
        db()
          .selectFrom('products')
          .select(['name', sql<number>`pg_backend_pid()`.as('pid')])
          .where('store_id', '=', shop.storeId)
          .execute(),
      shop.storeId,
    );
  const sleeping = (seconds: number) =>
    db()
      .selectNoFrom([sql<number>`pg_backend_pid()`.as('pid'), sql`pg_sleep(${seconds})`.as('slept')])
      .executeTakeFirstOrThrow();

  it('sends reads of two stores together on one connection, each seeing its own store, with a failing read between', async () => {
    await backend();
    const failing = () =>
      withTenantScope(
        () =>
          db()
            .selectFrom('products')
            .select(sql<number>`1 / 0`.as('broken'))
            .where('store_id', '=', second.storeId)
            .execute(),
        second.storeId,
      );
    // Sent in this order in one turn: the second store's SET goes with the failing read, and the read
    // after it counts on that SET without one of its own.
    const [ofFirst, failed, ofSecond] = await Promise.all([
      names(first),
      failing().then(
        () => 'answered',
        (error: Error) => error.message,
      ),
      names(second),
    ]);
    expect(failed).toBe('division by zero');
    expect(ofFirst.map((row) => row.name)).toEqual(['Guide']);
    expect(ofSecond.map((row) => row.name)).toEqual(['Guide']);
    expect(ofSecond[0]!.pid).toBe(ofFirst[0]!.pid);
    // Without a store, a read sees no store's rows.
    expect(await db().selectFrom('products').select('id').execute()).toEqual([]);
  });

  it('sends reads after a slow one, once it is seen to wait, on another connection', async () => {
    const slow = sleeping(1.5);
    await new Promise((resolve) => setTimeout(resolve, 60));
    const started = performance.now();
    const quick = await names(first);
    // Behind the slow read it would have waited over 1.4 s.
    expect(performance.now() - started).toBeLessThan(1000);
    expect(quick[0]!.pid).not.toBe((await slow).pid);
  });

  it('keeps a write outside a transaction off the shared connections, so that its wait for a lock holds up no read', async () => {
    const rename = (name: string) =>
      withTenantScope(
        () =>
          db()
            .updateTable('products')
            .set({ name })
            .where('store_id', '=', first.storeId)
            .where('id', '=', first.productId)
            .execute(),
        first.storeId,
      );
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const transaction = withTenantScope(
      () =>
        db()
          .transaction()
          .execute(async (trx) => {
            await trx
              .updateTable('products')
              .set({ name: 'Guide, locked' })
              .where('store_id', '=', first.storeId)
              .where('id', '=', first.productId)
              .execute();
            locked();
            await held;
          }),
      first.storeId,
    );
    await isLocked;
    const waiting = rename('Guide, renamed');
    await new Promise((resolve) => setTimeout(resolve, 30));
    const started = performance.now();
    // Neither the waiting write nor the open transaction's uncommitted name is seen by a read.
    expect((await names(first)).map((row) => row.name)).toEqual(['Guide']);
    expect(performance.now() - started).toBeLessThan(1000);
    release();
    await transaction;
    await waiting;
    expect((await names(first)).map((row) => row.name)).toEqual(['Guide, renamed']);
    await rename('Guide');
  });

  it('replaces a connection the database ended, and reads go on', async () => {
    const ended = await backend();
    await sql`select pg_terminate_backend(${ended})`.execute(t.ctx.database.allStoresDb);
    const deadline = Date.now() + 2000;
    let next: number | undefined;
    while (next === undefined && Date.now() < deadline) {
      next = await backend().catch(() => undefined);
    }
    expect(next).toBeDefined();
    expect(next).not.toBe(ended);
    expect((await names(second)).map((row) => row.name)).toEqual(['Guide']);
  });
});
