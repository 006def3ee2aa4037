import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueJobs } from '../src/jobs/job-queue.js';
import type { TestApp } from './harness.js';
import { appWithSmtp, type MailingApp } from './mailing-app.js';
import type { SmtpServer } from './smtp-server.js';

/** More than two of the worker's batches, so one interval's drain must go on past its first. */
const BACKLOG = 120;
/** What a real SMTP server on the network takes to answer a message. */
const SMTP_ANSWER_MS = 20;

describe('the e-mail outbox under a backlog', () => {
  let mailing: MailingApp;
  let t: TestApp;
  let smtp: SmtpServer;
  let inFlight = 0;
  let mostInFlight = 0;

  beforeAll(async () => {
    mailing = await appWithSmtp(
      {},
      {
        hold: async () => {
          inFlight += 1;
          mostInFlight = Math.max(mostInFlight, inFlight);
          await new Promise((resolve) => setTimeout(resolve, SMTP_ANSWER_MS));
          inFlight -= 1;
        },
      },
    );
    ({ t, smtp } = mailing);
  });
  afterAll(() => mailing.close());

  it('drains a backlog of many batches in one interval, several mails at once, each once', async () => {
    const now = t.clock.now();
    const db = t.ctx.database.allStoresDb;
    const mails = await db
      .insertInto('outbox_emails')
      .values(
        Array.from({ length: BACKLOG }, (_, index) => ({
          store_id: null,
          order_id: null,
          kind: 'password_reset',
          to_address: `reader-${index}@example.com`,
          from_name: 'Winkel',
          reply_to: null,
          subject: `Mail ${index}`,
          html: `<p>Mail ${index}</p>`,
          text: `Mail ${index}`,
          status: 'pending' as const,
          created_at: now.toISOString(),
        })),
      )
      .returning('id')
      .execute();
    await queueJobs(
      db,
      now,
      mails.map((mail) => ({ store_id: null, kind: 'email' as const, ref_id: mail.id })),
    );

    // What each of the worker's intervals does: one drain, however many batches it takes.
    await mailing.worker.drain();
    expect(smtp.received).toHaveLength(BACKLOG);
    const recipients = smtp.received.flatMap((mail) => mail.to);
    expect(new Set(recipients).size).toBe(BACKLOG);
    expect(mostInFlight).toBeGreaterThan(1);
    expect(mostInFlight).toBeLessThanOrEqual(8);
    const left = await t.ctx.database.allStoresDb
      .selectFrom('outbox_emails')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    expect(Number(left.count)).toBe(0);
  });
});
