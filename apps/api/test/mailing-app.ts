import type { PeriodicJob } from '../src/lib/periodic-job.js';
import { createTestApp, type TestApp } from './harness.js';
import { startSmtp, type SmtpServer, type SmtpServerOptions } from './smtp-server.js';

export interface MailingApp {
  t: TestApp;
  /** The SMTP server the app sends to; a test that restarts it puts the new one here, to be closed. */
  smtp: SmtpServer;
  /** The job queue's worker for e-mails, which the test runs itself (`runOnce`, `drain`). */
  worker: PeriodicJob;
  close(): Promise<void>;
}

/**
 * A test app whose e-mail leaves through a real SMTP server on loopback, as a merchant's would, with
 * the outbox worker that sends it; `env` adds to the app's settings.
 */
export async function appWithSmtp(
  env: Record<string, string> = {},
  smtpOptions: SmtpServerOptions = {},
): Promise<MailingApp> {
  const smtp = await startSmtp(smtpOptions);
  const t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'shop@example.com',
    ...env,
  });
  const mailing: MailingApp = {
    t,
    smtp,
    worker: t.ctx.jobs.worker({ kinds: ['email'] }),
    async close() {
      await mailing.worker.stop();
      await mailing.smtp.close();
      await t.close();
    },
  };
  return mailing;
}
