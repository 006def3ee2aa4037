import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../build.js';
import { appRoleName } from '../src/db/app-role.js';
import { openDatabase } from '../src/db/database.js';
import { postgresUrl } from './postgres-admin.js';

/** Opens a database once, which migrates it, and closes it again. */
async function migrate(url: string): Promise<void> {
  const handle = await openDatabase(url, randomBytes(32));
  await handle.close();
}

async function migratedSqliteFile(): Promise<{ file: string; remove(): void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'platform-template-'));
  const file = path.join(dir, 'template.sqlite');
  // Closing the last connection checkpoints the write-ahead log into the file, so a copy of the file is whole.
  await migrate(`sqlite:${file}`);
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The databases of one run: a template migrated once, and each test's copy of it. Their names start
 * with the run's database and a token of this run's own, so a run never drops another's.
 */
async function migratedPostgresTemplate(prefix: string) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const template = `${prefix}template`;
  await admin.query(`CREATE DATABASE ${template}`);
  await migrate(postgresUrl(template));
  await admin.end();
  return {
    template,
    /** Drops what this run's tests left (a test that failed before its own teardown), then the template. */
    async remove() {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      const pattern = `${prefix.replaceAll('_', '\\_')}%`;
      const databases = await client.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1 ORDER BY datname = $2`,
        [pattern, template],
      );
      for (const { datname } of databases.rows) {
        await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
        await client.query(`DROP ROLE IF EXISTS ${appRoleName(datname)}`);
      }
      await client.end();
    },
  };
}

/**
 * The API projects' global setup: the server built once for the tests that start its processes
 * (server-process.ts), and one migrated template database per dialect, which each test app copies
 * (test-database.ts) instead of migrating a database of its own.
 */
export default async function setup(project: TestProject) {
  await buildServer();
  if (project.config.env?.TEST_DIALECT !== 'postgres') {
    const template = await migratedSqliteFile();
    project.provide('databaseTemplate', template.file);
    project.provide('databasePrefix', '');
    return template.remove;
  }
  const runDatabase = new URL(process.env.TEST_DATABASE_URL!).pathname.slice(1);
  const prefix = `${runDatabase}_${randomBytes(2).toString('hex')}_`;
  const template = await migratedPostgresTemplate(prefix);
  project.provide('databaseTemplate', template.template);
  project.provide('databasePrefix', prefix);
  return template.remove;
}
