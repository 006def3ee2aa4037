import {
  CompiledQuery,
  PostgresDialect,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { currentStoreId, keepTenantScopes } from './tenant-scope.js';

/** The setting the row-level security policies read (migration 009); empty means no store. */
export const STORE_SETTING = 'app.store_id';

function settingFor(storeId: number | null): string {
  return storeId === null ? '' : String(storeId);
}

/**
 * A pooled connection that runs every query with `app.store_id` set to the store of the current tenant
 * scope. It remembers what the connection holds, so the extra round trip to change it happens only
 * when the store differs from the connection's last one; a query without a store clears it, so a
 * connection never carries one request's store into another.
 */
export class StoreScopedConnection implements DatabaseConnection {
  /** The value outside transactions; undefined until this wrapper first set it. */
  #session: string | undefined;
  /**
   * Inside a transaction a change is made with `is_local`, which PostgreSQL undoes at commit or rollback
   * whatever happens, so the session value stays known. `value` is undefined when unknown (after a
   * rollback to a savepoint).
   */
  #transaction: { value: string | undefined } | null = null;

  constructor(readonly inner: DatabaseConnection) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    await this.carryScope();
    return this.inner.executeQuery<R>(query);
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    await this.carryScope();
    yield* this.inner.streamQuery<R>(query, chunkSize);
  }

  async carryScope(): Promise<void> {
    const wanted = settingFor(currentStoreId());
    const transaction = this.#transaction;
    if ((transaction ? transaction.value : this.#session) === wanted) return;
    await this.inner.executeQuery(
      CompiledQuery.raw(`select set_config('${STORE_SETTING}', $1, ${transaction ? 'true' : 'false'})`, [
        wanted,
      ]),
    );
    if (transaction) transaction.value = wanted;
    else this.#session = wanted;
  }

  transactionBegan(): void {
    this.#transaction = { value: this.#session };
  }

  transactionEnded(): void {
    this.#transaction = null;
  }

  forgetTransactionValue(): void {
    if (this.#transaction) this.#transaction.value = undefined;
  }
}

function scoped(connection: DatabaseConnection): StoreScopedConnection {
  if (!(connection instanceof StoreScopedConnection)) throw new Error('not a store-scoped connection');
  return connection;
}

/** Wraps a PostgreSQL driver so that each of its connections carries the tenant scope's store. */
export class StoreScopedDriver implements Driver {
  readonly #connections = new WeakMap<DatabaseConnection, StoreScopedConnection>();

  /** Its queries carry the scope's store, so from now on the process keeps scopes. */
  constructor(private readonly inner: Driver) {
    keepTenantScopes();
  }

  init() {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    let wrapped = this.#connections.get(connection);
    if (!wrapped) {
      wrapped = new StoreScopedConnection(connection);
      this.#connections.set(connection, wrapped);
    }
    return wrapped;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const wrapped = scoped(connection);
    // Set before BEGIN, at session level: a scope known when the transaction starts (the usual case)
    // then outlives it and the next request of the same store needs no round trip.
    await wrapped.carryScope();
    await this.inner.beginTransaction(wrapped.inner, settings);
    wrapped.transactionBegan();
  }

  async commitTransaction(connection: DatabaseConnection) {
    const wrapped = scoped(connection);
    try {
      await this.inner.commitTransaction(wrapped.inner);
    } finally {
      wrapped.transactionEnded();
    }
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    const wrapped = scoped(connection);
    try {
      // Straight to the inner connection: a failed transaction accepts nothing but the rollback.
      await this.inner.rollbackTransaction(wrapped.inner);
    } finally {
      wrapped.transactionEnded();
    }
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.savepoint!(scoped(connection).inner, name, compile);
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) {
    const wrapped = scoped(connection);
    await this.inner.rollbackToSavepoint!(wrapped.inner, name, compile);
    wrapped.forgetTransactionValue();
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) {
    await this.inner.releaseSavepoint!(scoped(connection).inner, name, compile);
  }

  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection(scoped(connection).inner);
  }

  destroy() {
    return this.inner.destroy();
  }
}

/** PostgreSQL whose every query runs in the current tenant scope's store. */
export class StoreScopedPostgresDialect extends PostgresDialect {
  override createDriver(): Driver {
    return new StoreScopedDriver(super.createDriver());
  }
}
