import pg from 'pg';
import { PreparedStatements } from './prepared-statements.js';

/**
 * The tenant scope sent with the statement that needs it, in one round trip (issue 17). The
 * store-scoped driver marks a statement whose store differs from what its connection holds by a
 * leading comment, `/*app.store_id=<id>*\/` (`,local` inside a transaction); a client of the app pool
 * then sends `SET [LOCAL] app.store_id = '<id>'` and the statement as one pipeline of the extended
 * protocol, ended by a single Sync. Up to that Sync both run in one implicit transaction: a failing
 * statement undoes its SET too, and the driver then treats the connection's value as unknown.
 *
 * A transaction's BEGIN travels the same way, with its first statement (`/*app.begin*\/` before any
 * store mark): PostgreSQL turns the pipeline's implicit transaction into the explicit one at the BEGIN,
 * so the Sync ends nothing, and a failing first statement leaves the transaction to be rolled back, as
 * one sent on its own would.
 *
 * A statement with parameters runs as a named, prepared statement of its connection (decision 042), so
 * that PostgreSQL plans it once per connection rather than on every call.
 */
const MARK = /^(\/\*app\.begin\*\/)?(?:\/\*app\.store_id=(\d*)(,local)?\*\/)?/;

/** Marks a statement that begins its transaction. */
export const BEGIN_MARK = '/*app.begin*/';

/** A store setting as it goes into a statement's text: a store's id, or empty for none. */
function checked(setting: string): string {
  if (!/^\d*$/.test(setting)) throw new Error(`not a store id: ${setting}`);
  return setting;
}

/** The statement that sets the store the row-level security policies read (migration 009). */
export function setStoreStatement(setting: string, local = false): string {
  return `set ${local ? 'local ' : ''}app.store_id = '${checked(setting)}'`;
}

export function scopeMark(setting: string, local: boolean): string {
  return `/*app.store_id=${checked(setting)}${local ? ',local' : ''}*/`;
}

/** The part of pg's protocol connection that a query writes to. */
interface ProtocolConnection {
  parse(query: { text: string }): void;
  close(target: { type: 'S'; name: string }): void;
  bind(config: object): void;
  execute(config: object): void;
  sync(): void;
  stream: { cork?: () => void; uncork?: () => void };
}

type QueryCallback = (error: Error | null, result: pg.QueryResult) => void;

interface Statement {
  text: string;
  values: unknown[] | undefined;
  /** Its prepared statement's name; none to have it planned each time. */
  name: string | undefined;
  /** Sent before it, in its pipeline: a BEGIN, a SET of the store. */
  before: readonly string[];
  /** Prepared statements to close first (closing is answered apart, and pg leaves that answer be). */
  closing: readonly string[];
}

/** A query that sends a BEGIN or a SET of the store before itself, and answers its own result only. */
class ScopedQuery extends pg.Query {
  #unanswered: number;
  readonly #before: readonly string[];
  readonly #closing: readonly string[];

  constructor(statement: Statement, callback: QueryCallback) {
    const { text, values, name } = statement;
    // The text alone, its name and mode set after: pg copies a config object through its property
    // descriptors, 2.4 µs a query on the bench machine against 0.1 µs for a text.
    super(text, values, callback as never);
    const config = this as unknown as { name: string | undefined; queryMode: 'extended' };
    config.name = name;
    // Extended protocol even without values: the SET and the statement then share one Sync.
    config.queryMode = 'extended';
    this.#before = statement.before;
    this.#closing = statement.closing;
    this.#unanswered = statement.before.length;
  }

  override submit = (connection: pg.Connection): Error | null => {
    const protocol = connection as unknown as ProtocolConnection;
    protocol.stream.cork?.();
    try {
      for (const name of this.#closing) protocol.close({ type: 'S', name });
      for (const text of this.#before) {
        protocol.parse({ text });
        protocol.bind({});
        protocol.execute({});
      }
      const error = (pg.Query.prototype.submit as (c: pg.Connection) => Error | null).call(this, connection);
      // pg refused the statement before sending it (and reports the error): end the SET's pipeline.
      if (error) protocol.sync();
      return error;
    } finally {
      protocol.stream.uncork?.();
    }
  };

  /** The completions of what went before are their own: the statement's result is the one the caller gets. */
  handleCommandComplete(message: unknown, connection: unknown): void {
    if (this.#unanswered > 0) {
      this.#unanswered -= 1;
      return;
    }
    (
      pg.Query.prototype as unknown as { handleCommandComplete: (m: unknown, c: unknown) => void }
    ).handleCommandComplete.call(this, message, connection);
  }
}

/**
 * Makes a pooled client of the app role send a marked statement's BEGIN and scope with it, and run a
 * statement with parameters as a prepared statement, at most `capacity` of them kept per connection.
 */
export function sendScopesWithStatements(client: pg.ClientBase, capacity?: number): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const connection = (
    client as unknown as { connection: ConstructorParameters<typeof PreparedStatements>[0] }
  ).connection;
  const prepared = new PreparedStatements(connection, capacity);
  const send = (marked: unknown, values?: unknown, callback?: unknown): unknown => {
    if (typeof values === 'function') return send(marked, undefined, values);
    const mark = typeof marked === 'string' ? MARK.exec(marked)! : null;
    const parameters = Array.isArray(values) && values.length > 0;
    if (!mark || (!mark[0] && !parameters)) return query(marked, values, callback);
    const text = (marked as string).slice(mark[0].length);
    const name = parameters ? prepared.nameFor(text) : undefined;
    const statement: Statement = {
      text,
      values: values as unknown[] | undefined,
      name,
      before: [
        ...(mark[1] ? ['begin'] : []),
        ...(mark[2] === undefined ? [] : [setStoreStatement(mark[2], Boolean(mark[3]))]),
      ],
      closing: prepared.takeClosing(),
    };
    const answered = new Promise<pg.QueryResult>((resolve, reject) => {
      query(
        new ScopedQuery(statement, (error, result) => {
          if (!error) return resolve(result);
          if (name !== undefined) prepared.forget(text);
          reject(error);
        }),
      );
    });
    if (typeof callback !== 'function') return answered;
    answered.then((result) => callback(null, result), callback as (error: Error) => void);
    return undefined;
  };
  client.query = send as typeof client.query;
}
