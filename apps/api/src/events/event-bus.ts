import type { Transaction } from 'kysely';
import type { Database, JobRow } from '../db/schema.js';
import { withTenantScope } from '../db/tenant-scope.js';
import type { Clock } from '../lib/clock.js';
import { queueJobs, type JobQueue, type JobRunner } from '../jobs/job-queue.js';
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
  /** The queue the handlers after the commit run from (decision 064). */
  jobs: JobQueue;
}

/**
 * What follows from a change, decoupled from the code that makes the change (decision 025). The module
 * that changes an order publishes an event in its transaction; the modules that react to it subscribe
 * at the composition root, so the publisher imports none of them.
 *
 * - `inTransaction` handlers run inside the publisher's transaction: what must commit or roll back with
 *   the change itself (the goods a paid order delivers).
 * - `afterCommit` handlers run from the job queue: the event is written as one job per handler in the
 *   change's transaction, run right after the commit (before the request answers), and again by the
 *   queue's worker until it succeeds. Each run marks its job done in the handler's own transaction, so
 *   its work (an e-mail queued, a webhook delivery) happens once even when two processes try.
 */
export class EventBus<U extends EventUnit> implements JobRunner {
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
    const jobs = await queueJobs(
      unit.db,
      unit.clock.now(),
      [...(this.after.get(topic)?.keys() ?? [])].map((handler) => ({
        store_id: storeId,
        kind: 'event' as const,
        topic,
        handler,
        payload: JSON.stringify(payload),
      })),
    );
    // Run as written, without a read of them again: a run finds its job done if another did it.
    if (jobs.length > 0) unit.afterCommit(async () => void (await this.deps.jobs.runNow(jobs)));
  }

  /** Runs an event's job: its handler, in a transaction of its own that first marks the job done. */
  async run(job: JobRow): Promise<boolean> {
    const handler = this.after.get(job.topic as Topic)?.get(job.handler ?? '');
    if (!handler) throw new Error(`nothing handles ${job.handler} for ${job.topic} any more`);
    // An event's job always has its store: only the platform's own mails have none.
    const event = {
      topic: job.topic,
      storeId: job.store_id,
      payload: JSON.parse(job.payload ?? '{}'),
    } as DomainEvent;
    return withTenantScope(
      () =>
        this.deps.transaction(async (unit) => {
          if (!(await this.deps.jobs.done(unit.db, job))) return false;
          await (handler as EventHandler<U, Topic>)(unit, event);
          return true;
        }),
      event.storeId,
    );
  }
}
