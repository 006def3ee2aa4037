import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database.js';

describe('SQLite shared by several server processes', () => {
  let dir = '';
  const handles: DatabaseHandle[] = [];
  /** Two connections to one new database file, as two server processes have. */
  const openTwice = async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'sqlite-driver-'));
    const url = `sqlite:${path.join(dir, 'shared.sqlite')}`;
    const appKey = randomBytes(32);
    handles.push(await openDatabase(url, appKey), await openDatabase(url, appKey));
    return handles as [DatabaseHandle, DatabaseHandle];
  };
  afterEach(async () => {
    await Promise.all(handles.splice(0).map((handle) => handle.close()));
    rmSync(dir, { recursive: true, force: true });
  });

  it("waits for another connection's write transaction without stalling the event loop", async () => {
    const [first, second] = await openTwice();
    await sql`create table notes (text text not null)`.execute(first.db);

    let releaseFirst!: () => void;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    const firstWrites = first.db.transaction().execute(async (trx) => {
      await sql`insert into notes (text) values ('first')`.execute(trx);
      await firstHolds;
    });
    // The second write needs the lock the first transaction holds. Blocking inside SQLite would
    // freeze this process, so the timer that lets the first transaction finish could never fire.
    const secondWrites = sql`insert into notes (text) values ('second')`.execute(second.db);
    setTimeout(releaseFirst, 50);
    await Promise.all([firstWrites, secondWrites]);

    const { rows } = await sql<{ text: string }>`select text from notes order by rowid`.execute(second.db);
    expect(rows.map((row) => row.text)).toEqual(['first', 'second']);
  });

  it("marks every committed write, this connection's and another's", async () => {
    const [first, second] = await openTwice();
    await sql`create table notes (text text not null)`.execute(first.db);
    const before = await second.writeMark();
    expect(await second.writeMark()).toBe(before);

    await sql`insert into notes (text) values ('elsewhere')`.execute(first.db);
    const afterOther = await second.writeMark();
    expect(afterOther).not.toBe(before);

    await sql`insert into notes (text) values ('here')`.execute(second.db);
    const afterOwn = await second.writeMark();
    expect(afterOwn).not.toBe(afterOther);

    await sql`update notes set text = 'none' where text = 'absent'`.execute(second.db);
    expect(await second.writeMark()).toBe(afterOwn);
  });

  it('reads the mark after the call, once for all calls of one turn', async () => {
    const [first, second] = await openTwice();
    await sql`create table notes (text text not null)`.execute(first.db);
    const before = await second.writeMark();
    const asked = second.writeMark();
    const askedToo = second.writeMark();
    await sql`insert into notes (text) values ('after the call')`.execute(first.db);
    expect(askedToo).toBe(asked);
    expect(await asked).not.toBe(before);
  });
});
