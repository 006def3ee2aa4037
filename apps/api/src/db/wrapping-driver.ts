import type { DatabaseConnection, Driver, QueryCompiler, TransactionSettings } from 'kysely';

/** A connection that adds to one of another driver, which it reaches as `inner`. */
export interface WrappingConnection extends DatabaseConnection {
  readonly inner: DatabaseConnection;
}

/**
 * A driver over another that wraps each of its connections, once per connection, and hands every call
 * on with the inner connection. A subclass adds what it needs around the calls it cares about.
 */
export abstract class WrappingDriver<C extends WrappingConnection> implements Driver {
  readonly #connections = new WeakMap<DatabaseConnection, C>();

  constructor(
    protected readonly inner: Driver,
    private readonly Connection: abstract new (...args: never[]) => C,
  ) {}

  /** The wrapper for a connection the inner driver hands out for the first time. */
  protected abstract wrap(connection: DatabaseConnection): C;

  /** The wrapper Kysely hands back; anything else is a mix-up of drivers. */
  protected wrapped(connection: DatabaseConnection): C {
    if (!(connection instanceof this.Connection)) throw new Error(`not a ${this.Connection.name}`);
    return connection;
  }

  init() {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    let wrapped = this.#connections.get(connection);
    if (!wrapped) {
      wrapped = this.wrap(connection);
      this.#connections.set(connection, wrapped);
    }
    return wrapped;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    await this.inner.beginTransaction(this.wrapped(connection).inner, settings);
  }

  async commitTransaction(connection: DatabaseConnection) {
    await this.inner.commitTransaction(this.wrapped(connection).inner);
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await this.inner.rollbackTransaction(this.wrapped(connection).inner);
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.savepoint!(this.wrapped(connection).inner, name, compile);
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) {
    await this.inner.rollbackToSavepoint!(this.wrapped(connection).inner, name, compile);
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) {
    await this.inner.releaseSavepoint!(this.wrapped(connection).inner, name, compile);
  }

  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection(this.wrapped(connection).inner);
  }

  destroy() {
    return this.inner.destroy();
  }
}
