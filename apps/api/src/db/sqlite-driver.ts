import type SQLite from 'better-sqlite3';
import { CompiledQuery, SqliteDialect, type DatabaseConnection, type Driver, type QueryResult } from 'kysely';
import { boundedCache } from '../cache/bounded-cache.js';

const STATEMENT_CACHE_SIZE = 1_000;
/** How long a statement waits for another process's write lock before it fails. */
const BUSY_WAIT_MS = 5_000;

function isBusy(error: unknown): boolean {
  return String((error as { code?: unknown } | null)?.code).startsWith('SQLITE_BUSY');
}

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** better-sqlite3 runs one statement at a time; Kysely's callers take turns on the one connection. */
class ConnectionMutex {
  private waiting: Promise<void> | null = null;
  private release: (() => void) | null = null;

  async lock(): Promise<void> {
    while (this.waiting) await this.waiting;
    this.waiting = new Promise((resolve) => (this.release = resolve));
  }

  unlock(): void {
    const release = this.release;
    this.waiting = null;
    this.release = null;
    release?.();
  }
}

class SqliteServerConnection implements DatabaseConnection {
  private readonly statements = boundedCache<SQLite.Statement>('sqlite-statements', STATEMENT_CACHE_SIZE);

  constructor(private readonly database: SQLite.Database) {}

  /** Kysely builds the same SQL text for the same query shape, so most statements are prepared once. */
  private statement(sql: string): SQLite.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.database.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  private execute<R>({ sql, parameters }: CompiledQuery): QueryResult<R> {
    const statement = this.statement(sql);
    if (statement.reader) return { rows: statement.all(parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }

  /**
   * While another process holds the write lock, SQLite's own busy handler would sleep inside the call
   * and freeze this whole process; here the statement is tried again after a pause on the event loop,
   * so every other request of this process goes on meanwhile. The pause stays at 1 ms, the shortest
   * timer: another process holds the lock for about a transaction's length, and growing pauses made
   * a waiting process miss its turn for tens of milliseconds.
   */
  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const started = Date.now();
    for (;;) {
      try {
        return this.execute<R>(query);
      } catch (error) {
        if (!isBusy(error) || Date.now() - started > BUSY_WAIT_MS) throw error;
        await pause(1);
      }
    }
  }

  async *streamQuery<R>({ sql, parameters }: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    for (const row of this.statement(sql).iterate(parameters)) yield { rows: [row as R] };
  }
}

/**
 * Kysely's SQLite driver, changed where a server sharing one database file between processes needs it:
 * - Transactions take the write lock when they begin. A deferred transaction that reads and then writes
 *   fails at once with SQLITE_BUSY when another process wrote in between, whatever the busy timeout; an
 *   immediate one waits its turn, without blocking the event loop (see executeQuery).
 * - Prepared statements are kept per SQL text: preparing anew was a tenth of a cached shop read.
 */
class SqliteServerDriver implements Driver {
  private readonly mutex = new ConnectionMutex();
  private readonly connection: SqliteServerConnection;

  constructor(private readonly database: SQLite.Database) {
    this.connection = new SqliteServerConnection(database);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.mutex.lock();
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    this.mutex.unlock();
  }

  async destroy(): Promise<void> {
    this.database.close();
  }
}

export interface SqliteServer {
  dialect: SqliteDialect;
  /**
   * Differs from its last value whenever a write was committed since, by any connection, this
   * process's own included; read after the call was made.
   */
  writeMark(): Promise<string>;
  close(): Promise<void>;
}

/**
 * Serves `database` to Kysely. The write mark is one signal, `PRAGMA data_version` read on a connection
 * of its own (`watch`) that never writes: it moves whenever any other connection commits, so it counts
 * this process's writes as well as every other process's, without a count kept beside it.
 */
export function sqliteServerDialect(database: SQLite.Database, watch: SQLite.Database): SqliteServer {
  const dataVersion = watch.prepare('PRAGMA data_version').pluck();
  const driver = new SqliteServerDriver(database);
  const dialect = new (class extends SqliteDialect {
    override createDriver(): Driver {
      return driver;
    }
  })({ database });
  // Reading `data_version` takes SQLite's file locks, several system calls: a tenth of a cached shop
  // read. So the calls of one turn of the event loop share one reading, taken once the turn's I/O has
  // been handled (setImmediate): later than each call, so no caller gets a mark older than its request.
  let reading: Promise<string> | null = null;
  const writeMark = () =>
    (reading ??= new Promise((resolve) => {
      setImmediate(() => {
        reading = null;
        resolve(String(dataVersion.get() as number));
      });
    }));
  return {
    dialect,
    writeMark,
    close: async () => {
      watch.close();
    },
  };
}
