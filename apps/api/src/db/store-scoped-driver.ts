import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { isPipelinedRead, type PipelinedReads } from './pipelined-reads.js';
import { BEGIN_MARK, scopeMark } from './scoped-query.js';
import { currentStoreId, keepTenantScopes } from './tenant-scope.js';
import { WrappingDriver } from './wrapping-driver.js';

/** The setting the row-level security policies read (migration 009); empty means no store. */
export const STORE_SETTING = 'app.store_id';

function settingFor(storeId: number | null): string {
  return storeId === null ? '' : String(storeId);
}

/**
 * A pooled connection that runs every query with `app.store_id` set to the store of the current tenant
 * scope. It remembers what the connection holds; when the store differs, the change travels with the
 * statement itself, in the same round trip (`scoped-query.ts`), so a request of another store, or one
 * that first looks up its store without one, costs no round trip of its own. A query without a store
 * clears it, so a connection never carries one request's store into another. A transaction's BEGIN
 * waits for its first statement and goes with it, so a transaction costs no round trip of its own
 * either.
 */
export class StoreScopedConnection implements DatabaseConnection {
  /** The value outside transactions; undefined until known (never set, or after a failed change). */
  #session: string | undefined;
  /**
   * Inside a transaction a change is made with `SET LOCAL`, which PostgreSQL undoes at commit or
   * rollback whatever happens, so the session value stays known. `value` is undefined when unknown
   * (after a rollback to a savepoint); `begun` is false while the BEGIN waits for a statement.
   */
  #transaction: { value: string | undefined; begun: boolean } | null = null;

  constructor(readonly inner: DatabaseConnection) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const wanted = settingFor(currentStoreId());
    const transaction = this.#transaction;
    // Sent now, whatever the statement's fate: a rollback follows a failed one.
    const begin = transaction && !transaction.begun ? BEGIN_MARK : '';
    if (transaction) transaction.begun = true;
    if ((transaction ? transaction.value : this.#session) === wanted) {
      return this.inner.executeQuery<R>(begin ? { ...query, sql: begin + query.sql } : query);
    }
    // Unknown until the statement succeeds: a failing one undoes its SET as well.
    if (transaction) transaction.value = undefined;
    else this.#session = undefined;
    const result = await this.inner.executeQuery<R>({
      ...query,
      sql: begin + scopeMark(wanted, transaction !== null) + query.sql,
    });
    if (transaction) transaction.value = wanted;
    else this.#session = wanted;
    return result;
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    await this.begin();
    await this.carryScope();
    yield* this.inner.streamQuery<R>(query, chunkSize);
  }

  /** A round trip of its own, for a streamed query (a cursor), which cannot carry the change. */
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

  /** A BEGIN of its own, for what cannot carry it (a cursor, a savepoint); none once sent. */
  async begin(): Promise<void> {
    const transaction = this.#transaction;
    if (!transaction || transaction.begun) return;
    transaction.begun = true;
    await this.inner.executeQuery(CompiledQuery.raw('begin'));
  }

  /** `begun` when the BEGIN has been sent already. */
  transactionBegan(begun: boolean): void {
    this.#transaction = { value: this.#session, begun };
  }

  /** Ends the transaction here; false when nothing reached the database, so there is nothing to end. */
  transactionEnded(): boolean {
    const begun = this.#transaction?.begun ?? false;
    this.#transaction = null;
    return begun;
  }

  forgetTransactionValue(): void {
    if (this.#transaction) this.#transaction.value = undefined;
  }
}

/**
 * What Kysely holds from acquiring a connection to releasing it. A plain read outside a transaction
 * goes to the shared pipelined connections, when the driver has them; anything else (a transaction, a
 * write, a cursor) takes a pooled connection of its own at its first statement, kept until the release.
 */
class StoreScopedLease implements DatabaseConnection {
  pooled: StoreScopedConnection | undefined;

  constructor(
    private readonly driver: StoreScopedDriver,
    private readonly reads: PipelinedReads | undefined,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.pooled && this.reads && isPipelinedRead(query)) {
      return this.reads.execute<R>(query, settingFor(currentStoreId()));
    }
    return (await this.pool()).executeQuery<R>(query);
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    yield* (await this.pool()).streamQuery<R>(query, chunkSize);
  }

  /** The pooled connection, taken now if it is not yet. */
  async pool(): Promise<StoreScopedConnection> {
    this.pooled ??= await this.driver.acquirePooled();
    return this.pooled;
  }
}

/**
 * Wraps a PostgreSQL driver so that each of its connections carries the tenant scope's store, and
 * plain reads outside transactions share the pipelined connections of `reads` (decision 043).
 */
export class StoreScopedDriver extends WrappingDriver<StoreScopedConnection> {
  /** Its queries carry the scope's store, so from now on the process keeps scopes. */
  constructor(
    inner: Driver,
    private readonly reads?: PipelinedReads,
  ) {
    super(inner, StoreScopedConnection);
    keepTenantScopes();
  }

  protected wrap(connection: DatabaseConnection) {
    return new StoreScopedConnection(connection);
  }

  /**
   * Released leases, handed out again: the layers above keep a wrapper per connection object, which a
   * new lease per statement would make them build anew each time (as many as were ever held at once).
   */
  readonly #free: StoreScopedLease[] = [];

  override async acquireConnection(): Promise<DatabaseConnection> {
    return this.#free.pop() ?? new StoreScopedLease(this, this.reads);
  }

  /** A connection of the pool, wrapped once for the life of the pooled connection. */
  acquirePooled(): Promise<StoreScopedConnection> {
    return super.acquireConnection() as Promise<StoreScopedConnection>;
  }

  /** The pooled connection of a lease, which a transaction has taken by now. */
  protected override wrapped(connection: DatabaseConnection): StoreScopedConnection {
    if (!(connection instanceof StoreScopedLease) || !connection.pooled) {
      throw new Error('not a store-scoped lease holding a pooled connection');
    }
    return connection.pooled;
  }

  override async releaseConnection(connection: DatabaseConnection) {
    if (!(connection instanceof StoreScopedLease)) return;
    if (connection.pooled) await super.releaseConnection(connection);
    connection.pooled = undefined;
    this.#free.push(connection);
  }

  override async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    if (!(connection instanceof StoreScopedLease)) throw new Error('not a store-scoped lease');
    const wrapped = await connection.pool();
    // Neither BEGIN nor SET yet: the transaction's first statement carries both, in its own round trip.
    // A BEGIN with settings of its own (an isolation level) is sent as it is.
    const now = Boolean(settings.isolationLevel || settings.accessMode);
    if (now) await super.beginTransaction(connection, settings);
    wrapped.transactionBegan(now);
  }

  override async commitTransaction(connection: DatabaseConnection) {
    if (this.wrapped(connection).transactionEnded()) await super.commitTransaction(connection);
  }

  override async rollbackTransaction(connection: DatabaseConnection) {
    // Straight to the inner connection: a failed transaction accepts nothing but the rollback.
    if (this.wrapped(connection).transactionEnded()) await super.rollbackTransaction(connection);
  }

  override async savepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) {
    await this.wrapped(connection).begin();
    await super.savepoint(connection, name, compile);
  }

  override async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) {
    await super.rollbackToSavepoint(connection, name, compile);
    this.wrapped(connection).forgetTransactionValue();
  }
}
