import { copyFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { inject } from 'vitest';
import { appRoleName } from '../src/db/app-role.js';
import { adminQuery, postgresUrl } from './postgres-admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template: a SQLite file, or a PostgreSQL database's name (test/global-setup.ts). */
    databaseTemplate: string;
    /** What the names of this run's PostgreSQL databases start with, so that its teardown finds them. */
    databasePrefix: string;
  }
}

export const dialect = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

/** Where a server process keeps its SQLite database, and where a test app's copy goes. */
export const sqliteFileIn = (dataDir: string) => path.join(dataDir, 'platform.sqlite');

export interface TestDatabase {
  /** The PostgreSQL database's name (SQLite: the file's). */
  name: string;
  /** What a server process or a config needs to work on it: DATABASE_URL on PostgreSQL, nothing on SQLite. */
  env(): Record<string, string>;
  create(): Promise<void>;
  drop(): Promise<void>;
}

/**
 * A database of one test's own: on SQLite the file a server keeps in `dataDir`, on PostgreSQL a
 * database of its own, named after this run, and served by a role of its own (decision 008). With
 * `migrated`, it starts as a copy of the template the global setup migrated once (a file copy, or
 * `CREATE DATABASE … TEMPLATE`), which takes milliseconds where 37 migrations take most of a second;
 * without, it starts empty, as a new installation's does.
 */
export function testDatabase(
  prefix: string,
  { dataDir, migrated = false }: { dataDir?: string; migrated?: boolean } = {},
): TestDatabase {
  if (dialect === 'sqlite') {
    const file = sqliteFileIn(dataDir ?? '');
    return {
      name: file,
      env: () => ({}),
      create: async () => {
        if (!dataDir) throw new Error('A SQLite test database is a file in a data directory: pass dataDir.');
        if (migrated) copyFileSync(inject('databaseTemplate'), file);
      },
      // The file goes with the data directory its test removes.
      drop: async () => undefined,
    };
  }
  const name = `${inject('databasePrefix')}${prefix}_${randomBytes(4).toString('hex')}`;
  return {
    name,
    env: () => ({ DATABASE_URL: postgresUrl(name) }),
    create: () =>
      adminQuery(`CREATE DATABASE ${name}${migrated ? ` TEMPLATE ${inject('databaseTemplate')}` : ''}`),
    async drop() {
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      // Roles outlive their database: the one that served this database's requests goes too.
      await adminQuery(`DROP ROLE IF EXISTS ${appRoleName(name)}`);
    },
  };
}
