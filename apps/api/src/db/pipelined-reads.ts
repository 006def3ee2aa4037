import type { CompiledQuery, QueryResult } from 'kysely';
import { SelectQueryNode } from 'kysely';
import type pg from 'pg';
import { sendScopesWithStatements, setStoreStatement } from './scoped-query.js';

/**
 * Reads outside a transaction, sent on a few connections that all requests of a process share, each
 * read written without waiting for the answer to the one before (PostgreSQL's pipelining, pg's
 * `pipeline` mode), and all the reads of one turn of the event loop in one write (decision 043).
 *
 * A read sent on a pooled connection of its own costs a wake-up of its PostgreSQL process and a
 * socket write each way; pipelined, the reads that come in together share them. Each read still
 * ends with its own Sync: it is its own implicit transaction, and a failing one fails alone.
 *
 * The tenant scope: each connection remembers the store it was last sent, in the order things are
 * sent, and a read for another store is preceded by `SET app.store_id`, sent as a statement of its
 * own. A failing read therefore cannot undo the SET that the reads written after it count on. A SET
 * that fails (the connection is in trouble) ends the connection, and with it every read behind it.
 */

/** A read waiting longer than this marks its connection as held up: new reads go to another. */
const HELD_UP_MS = 5;
/** The most connections a process opens for reads; each is a PostgreSQL process. */
const PIPELINED_CONNECTIONS = 4;

/**
 * Whether a statement may share a pipelined connection: a plain read. A write may wait for a row lock
 * held by a transaction, and everything written behind it on the connection would wait too; a read
 * with a `WITH` may hide a write, and one that locks rows (`FOR UPDATE`) may wait as well.
 */
export function isPipelinedRead(query: CompiledQuery): boolean {
  const node = query.query;
  return SelectQueryNode.is(node) && !node.with && !node.endModifiers?.length;
}

class PipelinedConnection {
  readonly client: pg.Client;
  readonly ready: Promise<void>;
  open = false;
  broken = false;
  /** The store setting the last SET sent on this connection leaves; undefined before the first. */
  sentSetting: string | undefined;
  /** When each unanswered read was sent, oldest first (answers come in the order reads were sent). */
  readonly sentAt: number[] = [];
  #corked = false;

  constructor(
    client: pg.Client,
    private readonly onLost: (connection: PipelinedConnection) => void,
  ) {
    this.client = client;
    client.on('error', () => this.lose());
    client.on('end', () => this.lose());
    this.ready = client.connect().then(
      () => {
        this.open = true;
        sendScopesWithStatements(client);
      },
      (error: unknown) => {
        this.lose();
        throw error;
      },
    );
  }

  /** Takes the connection out of use: a lost one, or one ended on purpose. */
  lose(): void {
    if (this.broken) return;
    this.broken = true;
    this.onLost(this);
  }

  heldUp(now: number): boolean {
    return this.sentAt.length > 0 && now - this.sentAt[0]! > HELD_UP_MS;
  }

  /** Holds this turn's writes back until its end, so that the reads sent in it leave in one write. */
  gather(): void {
    if (this.#corked) return;
    const stream = (this.client as unknown as { connection: pg.Connection }).connection.stream;
    this.#corked = true;
    stream.cork();
    setImmediate(() => {
      this.#corked = false;
      stream.uncork();
    });
  }

  /** Sends the store (when it differs) and the read, in that order, now; answers the read's result. */
  send(query: CompiledQuery, setting: string): Promise<pg.QueryResult> {
    this.gather();
    if (this.sentSetting !== setting) {
      this.sentSetting = setting;
      this.client.query(setStoreStatement(setting)).catch(() => {
        // The reads behind it count on it: end the connection, and them with it.
        this.lose();
        (this.client as unknown as { connection: pg.Connection }).connection.stream.destroy();
      });
    }
    this.sentAt.push(performance.now());
    const answered = this.client.query(query.sql, [...query.parameters]);
    const settled = () => void this.sentAt.shift();
    answered.then(settled, settled);
    return answered;
  }
}

export class PipelinedReads {
  #connections: PipelinedConnection[] = [];
  #closed = false;

  constructor(private readonly connect: () => pg.Client) {}

  /** Runs a read with the store setting of its tenant scope ('' for none). */
  async execute<R>(query: CompiledQuery, setting: string): Promise<QueryResult<R>> {
    if (this.#closed) throw new Error('the database handle is closed');
    const connection = this.#choose();
    if (!connection.open) await connection.ready;
    const { rows } = await connection.send(query, setting);
    return { rows: rows as R[] };
  }

  /**
   * The first connection not held up by a slow read, so that reads gather on as few as possible; a
   * new one while there is room; else the one with the fewest reads waiting.
   */
  #choose(): PipelinedConnection {
    const now = performance.now();
    const free = this.#connections.find((connection) => !connection.broken && !connection.heldUp(now));
    if (free) return free;
    if (this.#connections.length < PIPELINED_CONNECTIONS) {
      const connection = new PipelinedConnection(this.connect(), (lost) => {
        this.#connections = this.#connections.filter((kept) => kept !== lost);
      });
      this.#connections.push(connection);
      return connection;
    }
    return this.#connections.reduce((least, connection) =>
      connection.sentAt.length < least.sentAt.length ? connection : least,
    );
  }

  async close(): Promise<void> {
    this.#closed = true;
    const connections = this.#connections;
    this.#connections = [];
    await Promise.all(connections.map((connection) => connection.client.end().catch(() => undefined)));
  }
}
