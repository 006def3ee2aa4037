import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { AppContext } from '../app-context.js';
import { folderReady } from '../lib/storage.js';

/** A check that takes longer has failed: an orchestrator's probe gives up after a second by default. */
const CHECK_TIMEOUT_MS = 1000;

export type CheckName = 'database' | 'redis' | 'storage';
type Check = () => Promise<void>;

export interface Readiness {
  status: 'ready' | 'unavailable';
  /** Each thing the server needs, and whether it answered. */
  checks: Partial<Record<CheckName, 'ok' | 'failed'>>;
}

/**
 * The database answers a query on the connections that serve requests. On SQLite that connection holds
 * its file open whatever happens to the file, so the file itself is opened and read as well: gone or
 * unreadable, a restart would not find the data.
 */
function databaseCheck(ctx: AppContext): Check {
  const sqliteFile = ctx.config.databaseUrl.startsWith('sqlite:')
    ? ctx.config.databaseUrl.slice('sqlite:'.length)
    : null;
  return async () => {
    await sql`select 1`.execute(ctx.database.db);
    if (!sqliteFile) return;
    const file = new SQLite(sqliteFile, { readonly: true, fileMustExist: true });
    try {
      file.prepare('select count(*) from sqlite_master').get();
    } finally {
      file.close();
    }
  };
}

/** Both storage areas answer (a folder on disk, or the bucket), and uploads have their temporary folder. */
function storageCheck(ctx: AppContext): Check {
  const { storage } = ctx;
  return async () => {
    await Promise.all([storage.public.ready(), storage.private.ready(), folderReady(storage.tempDir)]);
  };
}

function withinTimeout(check: Check): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([check(), timeout]).finally(() => clearTimeout(timer));
}

/**
 * Asks what the server needs to serve requests: the database, Redis where it is configured, and the
 * storage. Callers that ask while a round of checks is under way share its answer, so however often
 * the (public, unlimited) readiness route is called, the database is asked once at a time. A failure
 * is told to `onFailure` with its error; the answer names only what failed, never why.
 */
export function readinessCheck(
  ctx: AppContext,
  onFailure: (name: CheckName, error: unknown) => void,
): () => Promise<Readiness> {
  const checks: [CheckName, Check][] = [
    ['database', databaseCheck(ctx)],
    ...(ctx.config.redisUrl ? [['redis', () => ctx.rateLimiter.ping()] as [CheckName, Check]] : []),
    ['storage', storageCheck(ctx)],
  ];
  let running: Promise<Readiness> | null = null;
  async function run(): Promise<Readiness> {
    const results = await Promise.all(
      checks.map(([name, check]) =>
        withinTimeout(check).then(
          () => [name, 'ok'] as const,
          (error: unknown) => {
            onFailure(name, error);
            return [name, 'failed'] as const;
          },
        ),
      ),
    );
    return {
      status: results.every(([, result]) => result === 'ok') ? 'ready' : 'unavailable',
      checks: Object.fromEntries(results),
    };
  }
  return () => (running ??= run().finally(() => (running = null)));
}
