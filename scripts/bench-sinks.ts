/**
 * Where the bench's server sends its deferred work, in a process of its own so that the load generator
 * does not slow its answers: an SMTP server that takes SMTP_ANSWER_MS to accept each message, as one on
 * the network does, and a webhook endpoint that answers 200. Neither keeps what it gets. Forked by
 * scripts/bench.ts, which it tells both ports once they listen.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

const SMTP_ANSWER_MS = 20;

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    stream.resume();
    stream.on('end', () => setTimeout(callback, SMTP_ANSWER_MS));
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));

const webhooks = createServer((request, response) => {
  request.resume();
  request.on('end', () => response.end());
});
await new Promise<void>((resolve) => webhooks.listen(0, '127.0.0.1', resolve));

process.send!({
  smtpPort: (smtp.server.address() as AddressInfo).port,
  webhookPort: (webhooks.address() as AddressInfo).port,
});
