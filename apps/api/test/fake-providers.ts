import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

export interface FakeProviders {
  url: string;
  /** The status Mollie reports for each payment id. */
  mollieStatus: Map<string, string>;
  /** Cents refunded of each Mollie payment, through the API or (set by a test) in Mollie's dashboard. */
  mollieRefunded: Map<string, number>;
  /** The description each Mollie payment was created with, which the buyer sees at Mollie and their bank. */
  mollieDescriptions: Map<string, string>;
  /** The Stripe Checkout session's `payment_status` of each session id; `unpaid` unless set. */
  stripePaymentStatus: Map<string, string>;
  /** While true, both providers refuse to refund. */
  refuseRefunds: boolean;
  /** Runs when a refund request arrives, before it is answered. */
  onRefund: (() => Promise<void>) | null;
  /** Requests received, as "METHOD path". */
  calls: string[];
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });
}

/** A throw-away certificate for 127.0.0.1: the Mollie SDK speaks nothing but HTTPS. */
function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'fake-providers-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/**
 * A local HTTPS server that answers like the parts of the Mollie and Stripe APIs the platform uses,
 * so the official SDKs run for real against it (they accept another base URL).
 */
export async function startFakeProviders(): Promise<FakeProviders> {
  const mollieStatus = new Map<string, string>();
  const mollieAmounts = new Map<string, { value: string; currency: string }>();
  const mollieRefunded = new Map<string, number>();
  const mollieDescriptions = new Map<string, string>();
  const stripePaymentStatus = new Map<string, string>();
  const calls: string[] = [];
  const cents = (amount: { value: string }) => Math.round(Number(amount.value) * 100);
  const euros = (value: number) => ({ value: (value / 100).toFixed(2), currency: 'EUR' });
  let counter = 0;
  const tls = selfSignedCertificate();
  const server: Server = createServer({ key: tls.key, cert: tls.cert }, async (request, response) => {
    const body = await readBody(request);
    const path = (request.url ?? '').split('?')[0]!;
    calls.push(`${request.method} ${path}`);
    const auth = request.headers.authorization ?? '';
    const send = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    };
    if (auth.includes('bad'))
      return send(401, {
        status: 401,
        title: 'Unauthorized',
        detail: 'Invalid key',
        error: { message: 'Invalid API key' },
      });

    const molliePayment = (id: string) => ({
      resource: 'payment',
      id,
      mode: 'live',
      status: mollieStatus.get(id) ?? 'open',
      amount: mollieAmounts.get(id) ?? euros(0),
      amountRefunded: euros(mollieRefunded.get(id) ?? 0),
      description: 'Order',
      metadata: null,
      createdAt: new Date().toISOString(),
      _links: {
        self: { href: `/v2/payments/${id}`, type: 'application/hal+json' },
        checkout: { href: `https://pay.example/${id}`, type: 'text/html' },
      },
    });
    if (request.method === 'POST' && path === '/v2/payments') {
      counter += 1;
      const id = `tr_fake${counter}`;
      mollieStatus.set(id, 'open');
      mollieAmounts.set(id, JSON.parse(body).amount);
      mollieDescriptions.set(id, JSON.parse(body).description);
      return send(201, molliePayment(id));
    }
    const mollieGet = path.match(/^\/v2\/payments\/(tr_\w+)$/);
    if (request.method === 'GET' && mollieGet) return send(200, molliePayment(mollieGet[1]!));
    const mollieRefund = path.match(/^\/v2\/payments\/(tr_\w+)\/refunds$/);
    if (request.method === 'POST' && mollieRefund) {
      await fake.onRefund?.();
      if (fake.refuseRefunds)
        return send(422, { status: 422, title: 'Unprocessable Entity', detail: 'Refunds are paused' });
      const id = mollieRefund[1]!;
      mollieRefunded.set(id, (mollieRefunded.get(id) ?? 0) + cents(JSON.parse(body).amount));
      counter += 1;
      return send(201, {
        resource: 'refund',
        id: `re_fake${counter}`,
        status: 'pending',
        amount: JSON.parse(body).amount,
        paymentId: mollieRefund[1],
      });
    }
    if (request.method === 'GET' && path === '/v2/methods')
      return send(200, { count: 0, _embedded: { methods: [] }, _links: {} });

    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      counter += 1;
      const id = `cs_fake${counter}`;
      return send(200, {
        id,
        object: 'checkout.session',
        url: `https://checkout.example/${id}`,
        payment_intent: `pi_fake${counter}`,
        payment_status: 'unpaid',
        status: 'open',
      });
    }
    const session = path.match(/^\/v1\/checkout\/sessions\/(cs_\w+)$/);
    if (request.method === 'GET' && session) {
      return send(200, {
        id: session[1],
        object: 'checkout.session',
        payment_intent: session[1]!.replace('cs_', 'pi_'),
        payment_status: stripePaymentStatus.get(session[1]!) ?? 'unpaid',
        status: stripePaymentStatus.get(session[1]!) === 'paid' ? 'complete' : 'open',
      });
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      await fake.onRefund?.();
      if (fake.refuseRefunds) return send(400, { error: { message: 'Refunds are paused' } });
      counter += 1;
      return send(200, { id: `re_fake${counter}`, object: 'refund', status: 'succeeded' });
    }
    if (request.method === 'GET' && path === '/v1/balance')
      return send(200, { object: 'balance', available: [], pending: [] });
    send(404, { error: { message: `not faked: ${request.method} ${path}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeProviders = {
    url: `https://127.0.0.1:${port}`,
    mollieStatus,
    mollieRefunded,
    mollieDescriptions,
    stripePaymentStatus,
    refuseRefunds: false,
    onRefund: null,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return fake;
}
