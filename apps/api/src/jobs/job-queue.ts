import pLimit from 'p-limit';
import type { Db } from '../db/database.js';
import type { Dialect } from '../db/dialect.js';
import type { JobKind, JobRow } from '../db/schema.js';
import { addSeconds, type Clock } from '../lib/clock.js';
import { periodicJob, type PeriodicJob } from '../lib/periodic-job.js';
import * as repository from './jobs.repository.js';
import { firstTry, nextTry } from './retry-policy.js';

/** What a job is about; the queue adds its timing. */
export type JobToQueue = Pick<JobRow, 'store_id' | 'kind'> &
  Partial<Pick<JobRow, 'topic' | 'handler' | 'payload' | 'ref_id'>>;

/**
 * Queues jobs in the caller's transaction, the one of the change they follow from, due by the retry
 * policy's first try after `dueFrom` (now, but for a job of a later time: a renewal); answers them as
 * written.
 */
export function queueJobs(
  db: Db,
  now: Date,
  jobs: readonly JobToQueue[],
  dueFrom: Date = now,
): Promise<JobRow[]> {
  const created = now.toISOString();
  return repository.insertJobs(
    db,
    jobs.map((job) => ({
      topic: null,
      handler: null,
      payload: null,
      ref_id: null,
      ...job,
      created_at: created,
      ...firstTry(job.kind, dueFrom),
    })),
  );
}

/** Drops the pending jobs of `job`'s kind about its `ref_id`, in the caller's transaction. */
export function dropJobs(db: Db, now: Date, job: { store_id: number; kind: JobKind; ref_id: number }) {
  return repository.dropPendingJobs(db, job.store_id, job.kind, job.ref_id, now.toISOString());
}

/**
 * Does one kind of job. It records the outcome itself, through the queue's `done` and `failed`, in the
 * transaction that records its own (an e-mail sent, a delivery's answer), and answers whether the job
 * did its work. A runner that throws has the attempt recorded as failed by the queue.
 */
export interface JobRunner {
  run(job: JobRow): Promise<boolean>;
  /** Lets go of what the runner holds (an SMTP pool) when the app closes. */
  close?(): void;
}

export interface JobQueueDeps {
  /** Sees every store: jobs are leased across stores, and each runner acts in its job's store. */
  allStoresDb: Db;
  dialect: Dialect;
  clock: Clock;
}

/** Jobs one worker leases at a time; the next batch follows at once while batches come back full. */
const BATCH = 50;
/**
 * Jobs of a batch under way at once: each mostly waits on the network (SMTP, a merchant's endpoint),
 * so one after another a process sent about 20 mails a second at best. E-mails are held to the SMTP
 * pool's connections besides (the e-mail sender's).
 */
const IN_FLIGHT = 16;
/** A lease outlives an attempt (a webhook's has 10 s, a mail's SMTP conversation less): then it is free again. */
const LEASE_SECONDS = 120;

/**
 * The one queue of what is done after a commit (decision 064): events' handlers, e-mails, webhook
 * deliveries. Each job is leased before it is tried, so several processes can run workers; a failure
 * is tried again by the one retry policy (`retry-policy.ts`) until it is given up, and the admin lists
 * given up jobs for a retry. Runners are registered per kind at the composition root.
 */
export class JobQueue {
  private readonly runners = new Map<JobKind, JobRunner>();

  constructor(private readonly deps: JobQueueDeps) {}

  register(kind: JobKind, runner: JobRunner): void {
    if (this.runners.has(kind)) throw new Error(`${kind} jobs have a runner already`);
    this.runners.set(kind, runner);
  }

  /** Marks the job done in `db` (the runner's transaction); false when it was not pending any more. */
  done(db: Db, job: JobRow): Promise<boolean> {
    return repository.markJobDone(db, job.id, this.deps.clock.now().toISOString());
  }

  /** Records a failed attempt in `db`: the job is tried again after the policy's pause; true when given up. */
  async failed(db: Db, job: JobRow, error: string): Promise<boolean> {
    const next = nextTry(job.kind, job.attempts + 1, job.give_up_at, this.deps.clock.now());
    await repository.markJobRetry(db, job.id, next, error);
    return next === null;
  }

  /**
   * Runs the given jobs now, due or not, one after another: the process that queued them runs them
   * right after its commit. No lease is taken: only event jobs are run so, which the worker takes only
   * after their first try's delay, and whose handler's transaction marks them done first, so that of
   * two runs at once one does the work. Answers how many did their work.
   */
  async runNow(jobs: readonly JobRow[]): Promise<number> {
    let handled = 0;
    for (const job of jobs) if (await this.runOne(job)) handled += 1;
    return handled;
  }

  /**
   * The worker: leases due jobs of the given kinds (all by default) in batches, runs several at once,
   * and goes on with the next batch while they come back full. A stopping worker finishes the jobs
   * under way and lets go of the rest for another process.
   */
  worker({ kinds = [...this.runners.keys()] }: { kinds?: readonly JobKind[] } = {}): PeriodicJob {
    const db = this.deps.allStoresDb;
    return periodicJob(async (stopping) => {
      const jobs = await repository.leaseDueJobs(db, this.deps.dialect, kinds, ...this.lease(), BATCH);
      const limit = pLimit(IN_FLIGHT);
      const untried: number[] = [];
      const results = await Promise.all(
        jobs.map((job) =>
          limit(async () => {
            if (!stopping.aborted) return this.runOne(job);
            untried.push(job.id);
            return false;
          }),
        ),
      );
      await repository.releaseJobs(db, untried);
      return { handled: results.filter(Boolean).length, full: jobs.length === BATCH };
    });
  }

  /** Closes what the runners hold. */
  close(): void {
    for (const runner of this.runners.values()) runner.close?.();
  }

  /** The arguments of a lease taken now: the time, and when it runs out. */
  private lease(): [string, string] {
    const now = this.deps.clock.now();
    return [now.toISOString(), addSeconds(now, LEASE_SECONDS).toISOString()];
  }

  private async runOne(job: JobRow): Promise<boolean> {
    try {
      const runner = this.runners.get(job.kind);
      if (!runner) throw new Error(`nothing runs ${job.kind} jobs`);
      return await runner.run(job);
    } catch (error) {
      await this.failed(this.deps.allStoresDb, job, error instanceof Error ? error.message : String(error));
      return false;
    }
  }
}
