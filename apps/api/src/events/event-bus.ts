import type { Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database, OutboxEventRow } from '../db/schema.js';
import { withTenantScope } from '../db/tenant-scope.js';
import { addSeconds, type Clock } from '../lib/clock.js';
import { periodicJob, type PeriodicJob } from '../lib/periodic-job.js';
import { backoffSeconds, MAX_OUTBOX_ATTEMPTS } from '../lib/retry-backoff.js';
import * as repository from './outbox-events.repository.js';
import type { DomainEvent, EventPayloads, Topic, TopicBeforeItsRow } from './topics.js';

/** What the bus needs of a unit of work: its transaction, the clock, and a way to act once it committed. */
export interface EventUnit {
  db: Transaction<Database>;
  clock: Clock;
  afterCommit(task: () => Promise<void>): void;
}

export type EventHandler<U, T extends Topic> = (unit: U, event: DomainEvent<T>) => Promise<void>;

export interface EventBusDeps<U> {
  /** Runs work in a transaction of its own on the connection that serves requests, in the current scope. */
  transaction<R>(work: (unit: U) => Promise<R>): Promise<R>;
  /** Sees every store: for finding the rows that are due, whichever store they belong to. */
  allStoresDb: Db;
  clock: Clock;
}

/** Rows the worker takes in one run; the rest follow in the next. */
const BATCH = 50;
/**
 * A row is handled right after its change commits, by the process that made it; the worker takes it
 * only once it is this late, so that the two rarely race (when they do, one of them finds it done).
 */
const FIRST_PICKUP_SECONDS = 10;

/**
 * What follows from a change, decoupled from the code that makes the change (decision 025). The module
 * that changes an order publishes an event in its transaction; the modules that react to it subscribe
 * at the composition root, so the publisher imports none of them.
 *
 * - `inTransaction` handlers run inside the publisher's transaction: what must commit or roll back with
 *   the change itself (the goods a paid order delivers).
 * - `afterCommit` handlers run from the outbox: the event is written as one row per handler in the
 *   change's transaction, handled right after the commit (before the request answers), and again by a
 *   periodic worker until it succeeds. Each run marks its row done in the handler's own transaction, so
 *   its work (an e-mail queued, later a webhook) happens once even when two processes try.
 */
export class EventBus<U extends EventUnit> {
  private readonly within = new Map<Topic, EventHandler<U, never>[]>();
  private readonly after = new Map<Topic, Map<string, EventHandler<U, never>>>();

  constructor(private readonly deps: EventBusDeps<U>) {}

  inTransaction<T extends Exclude<Topic, TopicBeforeItsRow>>(topic: T, handler: EventHandler<U, T>): void {
    this.within.set(topic, [...(this.within.get(topic) ?? []), handler as EventHandler<U, never>]);
  }

  /** `name` is stored with each row and finds its handler again later: keep it when code moves. */
  afterCommit<T extends Topic>(topic: T, name: string, handler: EventHandler<U, T>): void {
    const handlers = this.after.get(topic) ?? new Map<string, EventHandler<U, never>>();
    if (handlers.has(name)) throw new Error(`${name} already handles ${topic}`);
    this.after.set(topic, handlers.set(name, handler as EventHandler<U, never>));
  }

  async publish<T extends Topic>(unit: U, topic: T, storeId: number, payload: EventPayloads[T]) {
    const event: DomainEvent<T> = { topic, storeId, payload };
    for (const handler of this.within.get(topic) ?? []) await (handler as EventHandler<U, T>)(unit, event);
    const now = unit.clock.now().toISOString();
    const rows = await repository.insertOutboxEvents(
      unit.db,
      [...(this.after.get(topic)?.keys() ?? [])].map((handler) => ({
        store_id: storeId,
        topic,
        handler,
        payload: JSON.stringify(payload),
        created_at: now,
        next_attempt_at: addSeconds(new Date(now), FIRST_PICKUP_SECONDS).toISOString(),
      })),
    );
    // Handled as written: no read of them again, since marking one done finds it done already if so.
    if (rows.length > 0) unit.afterCommit(async () => void (await this.handleRows(rows)));
  }

  /** Handles the given rows, each in a transaction of its own; answers how many it did. Never throws. */
  async handle(ids: readonly number[]): Promise<number> {
    const rows: OutboxEventRow[] = [];
    for (const id of ids) {
      const row = await repository.findOutboxEvent(this.deps.allStoresDb, id);
      if (row) rows.push(row);
    }
    return this.handleRows(rows);
  }

  private async handleRows(rows: readonly OutboxEventRow[]): Promise<number> {
    let handled = 0;
    for (const row of rows) if (await this.handleOne(row)) handled += 1;
    return handled;
  }

  private async handleOne(row: OutboxEventRow): Promise<boolean> {
    if (row.status !== 'pending') return false;
    const id = row.id;
    const handler = this.after.get(row.topic as Topic)?.get(row.handler);
    const event = {
      topic: row.topic,
      storeId: row.store_id,
      payload: JSON.parse(row.payload),
    } as DomainEvent;
    try {
      if (!handler) throw new Error(`nothing handles ${row.handler} for ${row.topic} any more`);
      return await withTenantScope(
        () =>
          this.deps.transaction(async (unit) => {
            if (!(await repository.markOutboxEventDone(unit.db, id, unit.clock.now().toISOString()))) {
              return false;
            }
            await (handler as EventHandler<U, Topic>)(unit, event);
            return true;
          }),
        row.store_id,
      );
    } catch (error) {
      const attempt = row.attempts + 1;
      await repository.markOutboxEventRetry(
        this.deps.allStoresDb,
        id,
        addSeconds(this.deps.clock.now(), backoffSeconds(attempt)).toISOString(),
        error instanceof Error ? error.message : String(error),
        attempt >= MAX_OUTBOX_ATTEMPTS,
      );
      return false;
    }
  }

  /** Handles the rows left over: a handler that failed, or a process that ended before it ran one. */
  worker(): PeriodicJob {
    return periodicJob(async () => {
      const ids = await repository.dueOutboxEventIds(
        this.deps.allStoresDb,
        this.deps.clock.now().toISOString(),
        BATCH,
      );
      return { handled: await this.handle(ids), full: ids.length === BATCH };
    });
  }
}
