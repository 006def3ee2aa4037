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
  mollieRefunded: Set<string>;
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
  const mollieRefunded = new Set<string>();
  const calls: string[] = [];
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

    const molliePayment = (id: string, amount = { value: '0.00', currency: 'EUR' }) => ({
      resource: 'payment',
      id,
      mode: 'live',
      status: mollieStatus.get(id) ?? 'open',
      amount,
      amountRefunded: { value: mollieRefunded.has(id) ? amount.value : '0.00', currency: 'EUR' },
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
      return send(201, molliePayment(id, JSON.parse(body).amount));
    }
    const mollieGet = path.match(/^\/v2\/payments\/(tr_\w+)$/);
    if (request.method === 'GET' && mollieGet) return send(200, molliePayment(mollieGet[1]!));
    const mollieRefund = path.match(/^\/v2\/payments\/(tr_\w+)\/refunds$/);
    if (request.method === 'POST' && mollieRefund) {
      mollieRefunded.add(mollieRefund[1]!);
      return send(201, {
        resource: 'refund',
        id: 're_fake',
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
        payment_status: 'paid',
        status: 'complete',
      });
    }
    if (request.method === 'POST' && path === '/v1/refunds')
      return send(200, { id: 're_fake', object: 'refund', status: 'succeeded' });
    if (request.method === 'GET' && path === '/v1/balance')
      return send(200, { object: 'balance', available: [], pending: [] });
    send(404, { error: { message: `not faked: ${request.method} ${path}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    mollieStatus,
    mollieRefunded,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
