import {
  AliasNode,
  DeleteQueryNode,
  InsertQueryNode,
  PostgresDialect,
  SelectQueryNode,
  TableNode,
  UpdateQueryNode,
  type OperationNode,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { CONTENT_TABLES } from './migrations/016-content-version-by-trigger.js';
import { LATER_CONTENT_TABLES } from './migrations/060-product-variants.js';
import { WrappingDriver } from './wrapping-driver.js';

/** The writes to shop tables this process has committed through one database handle's pools. */
export interface WriteCount {
  value: number;
  /** The store of each of the last counted writes, null where it may have been any store. */
  readonly stores: { value: number; storeId: number | null }[];
}

/** How many counted writes keep their store: callers ask about the few since they last looked. */
const REMEMBERED_WRITES = 1024;

export const newWriteCount = (): WriteCount => ({ value: 0, stores: [] });

function countWrite(writes: WriteCount, storeId: number | null): void {
  writes.value += 1;
  writes.stores.push({ value: writes.value, storeId });
  if (writes.stores.length > REMEMBERED_WRITES) writes.stores.shift();
}

/**
 * The stores of the writes counted after `from` up to `to`; undefined when one of them may have
 * written to any store (raw SQL, the owner's connections, a transaction across stores) or when they
 * are no longer remembered.
 */
export function storesWrittenBetween(writes: WriteCount, from: number, to: number): number[] | undefined {
  const between = writes.stores.filter((write) => write.value > from && write.value <= to);
  if (between.length !== to - from) return undefined;
  const stores = between.map((write) => write.storeId);
  return stores.every((storeId) => storeId !== null) ? (stores as number[]) : undefined;
}

/** A transaction's writes so far: none, all to one store, or to any store (null). */
type Written = undefined | number | null;

/** The tables whose writes change what a shop shows: its content and the store rows (migration 016). */
const SHOP_TABLES = new Set<string>([...CONTENT_TABLES, ...LATER_CONTENT_TABLES, 'stores']);

/** The table a node names, if it is a plain (or aliased) table. */
function tableOf(node: OperationNode | undefined): string | undefined {
  if (node && AliasNode.is(node)) return tableOf(node.node);
  return node && TableNode.is(node) ? node.table.identifier.name : undefined;
}

/**
 * Whether a statement may change what a shop shows: a write to a shop table, or one that cannot be
 * told apart (raw SQL other than a read). Carts and orders, written on every purchase, do not count, so
 * they leave the kept store rows in place.
 */
function mayChangeShop(query: CompiledQuery): boolean {
  const node = query.query;
  if (SelectQueryNode.is(node)) return false;
  let table: string | undefined;
  if (InsertQueryNode.is(node)) table = tableOf(node.into);
  else if (UpdateQueryNode.is(node)) table = tableOf(node.table);
  else if (DeleteQueryNode.is(node) && node.from.froms.length === 1) table = tableOf(node.from.froms[0]);
  else return !(node.kind === 'RawNode' && /^\s*(select|show|listen)\b/i.test(query.sql));
  return table === undefined || SHOP_TABLES.has(table);
}

class CountingConnection implements DatabaseConnection {
  inTransaction = false;
  wrote: Written = undefined;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly writes: WriteCount,
    private readonly storeOf: () => number | null,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.inner.executeQuery<R>(query);
    if (mayChangeShop(query)) {
      const storeId = this.storeOf();
      if (!this.inTransaction) countWrite(this.writes, storeId);
      else if (this.wrote === undefined) this.wrote = storeId;
      else if (this.wrote !== storeId) this.wrote = null;
    }
    return result;
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

/**
 * Counts the writes committed through a driver, once committed (a transaction's at its commit). A
 * process's own writes so reach its store-row cache at once, before PostgreSQL's notice of them
 * (decision 030).
 */
export class WriteCountingDriver extends WrappingDriver<CountingConnection> {
  constructor(
    inner: Driver,
    private readonly writes: WriteCount,
    private readonly storeOf: () => number | null,
  ) {
    super(inner, CountingConnection);
  }

  protected wrap(connection: DatabaseConnection) {
    return new CountingConnection(connection, this.writes, this.storeOf);
  }

  override async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    await super.beginTransaction(connection, settings);
    const wrapped = this.wrapped(connection);
    wrapped.inTransaction = true;
    wrapped.wrote = undefined;
  }

  override async commitTransaction(connection: DatabaseConnection) {
    const wrapped = this.wrapped(connection);
    try {
      await super.commitTransaction(connection);
    } finally {
      // Counted even when the commit's answer failed: the write may have been committed.
      if (wrapped.wrote !== undefined) countWrite(this.writes, wrapped.wrote);
      wrapped.inTransaction = false;
      wrapped.wrote = undefined;
    }
  }

  override async rollbackTransaction(connection: DatabaseConnection) {
    const wrapped = this.wrapped(connection);
    try {
      await super.rollbackTransaction(connection);
    } finally {
      wrapped.inTransaction = false;
      wrapped.wrote = undefined;
    }
  }
}

interface WriteCountingOptions {
  /** Wraps the plain PostgreSQL driver first (the store-scoped driver of the app role's pool). */
  wrap?: (driver: Driver) => Driver;
  /**
   * The one store a write can change, where row-level security holds it to the tenant scope's store
   * (the app role's pool); null by default: the owner's connections may write to any store.
   */
  storeOf?: () => number | null;
}

/** A PostgreSQL dialect whose driver counts writes. */
export function writeCountingDialect(
  config: ConstructorParameters<typeof PostgresDialect>[0],
  writes: WriteCount,
  { wrap = (driver) => driver, storeOf = () => null }: WriteCountingOptions = {},
): PostgresDialect {
  return new (class extends PostgresDialect {
    override createDriver(): Driver {
      return new WriteCountingDriver(wrap(super.createDriver()), writes, storeOf);
    }
  })(config);
}
