import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message the server accepted: its recipients and its text as it came. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface SmtpServerOptions {
  port?: number;
  hold?: () => Promise<void>;
}

export type SmtpServer = Awaited<ReturnType<typeof startSmtp>>;

/**
 * A real SMTP server on a loopback port (`port`, or a free one), keeping every message it accepts.
 * With `hold`, a message is answered only once the promise `hold()` gives has settled: the sender is
 * in the middle of sending for as long as the test wants.
 */
export async function startSmtp({ port = 0, hold }: SmtpServerOptions = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // The outbox keeps its connections open between mails (a pool): closing, the server gives them this
    // long, then says 421 and hangs up, as a real server going down does, instead of waiting 30 s.
    closeTimeout: 100,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        const accept = () => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
          callback();
        };
        if (hold) void hold().then(accept);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of a quoted-printable body, so a link broken over lines reads whole again (and € as €). */
export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
