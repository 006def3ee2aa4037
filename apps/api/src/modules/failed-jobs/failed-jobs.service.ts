import type { FailedJob } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors.js';
import { firstTry } from '../../jobs/retry-policy.js';
import { transaction } from '../../unit-of-work.js';
import * as repository from './failed-jobs.repository.js';

type Listed = Awaited<ReturnType<typeof repository.listFailedJobs>>[number];

/** What the job was about, as data the admin shows beside its kind. */
function about(row: Listed): string {
  if (row.kind === 'email') return [row.to_address, row.subject].filter(Boolean).join(' · ');
  if (row.kind === 'webhook') return [row.event, row.url].filter(Boolean).join(' · ');
  if (row.kind === 'renewal') return `subscription ${row.ref_id}`;
  return [row.topic, row.handler].filter(Boolean).join(' · ');
}

export async function listFailedJobs(ctx: AppContext, storeId: number): Promise<FailedJob[]> {
  const rows = await repository.listFailedJobs(ctx.database.db, storeId);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    about: about(row),
    attempts: row.attempts,
    last_error: row.last_error,
    created_at: row.created_at,
  }));
}

/** Puts a failed job back in the queue, due now; 404 for a job the store does not have failed. */
export async function retryFailedJob(ctx: AppContext, storeId: number, id: number): Promise<void> {
  const requeued = await transaction(ctx, async (uow) => {
    const now = uow.clock.now();
    const job = await repository.findFailedJob(uow.db, storeId, id);
    if (!job) return false;
    return repository.requeueFailedJob(
      uow.db,
      storeId,
      id,
      now.toISOString(),
      firstTry(job.kind, now).give_up_at,
    );
  });
  if (!requeued) throw AppError.notFound();
}
