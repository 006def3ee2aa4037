import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxWorker } from '../src/modules/mail/outbox-worker.js';
import { createTestApp, type TestApp } from './harness.js';
import { startSmtp } from './smtp-server.js';

/** More than two of the worker's batches, so one interval's drain must go on past its first. */
const BACKLOG = 120;
/** What a real SMTP server on the network takes to answer a message. */
const SMTP_ANSWER_MS = 20;

describe('the e-mail outbox under a backlog', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let inFlight = 0;
  let mostInFlight = 0;

  beforeAll(async () => {
    smtp = await startSmtp({
      hold: async () => {
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, SMTP_ANSWER_MS));
        inFlight -= 1;
      },
    });
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'shop@example.com' });
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });

  it('drains a backlog of many batches in one interval, several mails at once, each once', async () => {
    const now = t.clock.now().toISOString();
    await t.ctx.database.allStoresDb
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
          next_attempt_at: now,
          created_at: now,
        })),
      )
      .execute();

    const worker = createOutboxWorker(t.ctx);
    // What each of the worker's intervals does: one drain, however many batches it takes.
    try {
      await worker.drain();
    } finally {
      await worker.stop();
    }
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
