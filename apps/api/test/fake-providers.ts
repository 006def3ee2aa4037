import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
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
  /** While true, both providers refuse to start a payment. */
  refusePayments: boolean;
  /** Requests received, as "METHOD path". */
  calls: string[];
  /** Requests received with their bodies (Mollie's JSON, Stripe's form), for what a test expects them to ask. */
  requests: { method: string; path: string; body: string }[];
  /** The status a Mollie recurring payment is created with: `paid` unless set (`failed`: declined). */
  mollieRecurringStatus: string;
  /** While true, Stripe declines off-session PaymentIntents as a card would (`card_declined`). */
  stripeDeclines: boolean;
  /** The key each request was made with (its Authorization header, without "Bearer "), in order. */
  keys: string[];
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
 * Posts an event signed the way Stripe signs its webhooks, to the loopback address with the URL's
 * host as its Host header: Node does not resolve `*.localhost` names the way browsers do.
 */
function postSigned(url: string, payload: string, secret: string): Promise<void> {
  const target = new URL(url);
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return new Promise((resolve) => {
    const sent = httpRequest(
      {
        host: '127.0.0.1',
        port: target.port,
        method: 'POST',
        path: target.pathname,
        headers: {
          Host: target.host,
          'Content-Type': 'application/json',
          'Stripe-Signature': `t=${timestamp},v1=${signature}`,
        },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve());
      },
    );
    sent.on('error', () => resolve());
    sent.end(payload);
  });
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
  const requests: { method: string; path: string; body: string }[] = [];
  const keys: string[] = [];
  /** Each Mollie payment's customer and sequence type, and the mandate a paid first payment left. */
  const mollieRecurring = new Map<string, { customerId: string; sequenceType: string; mandateId?: string }>();
  /** The customer each Stripe checkout session for a subscription created. */
  const stripeCustomers = new Map<string, string>();
  /** Each Stripe checkout session: its amount, where it returns, and for a `setup` session its customer. */
  const stripeSessions = new Map<string, { amount: number; successUrl: string; setupFor?: string }>();
  const stripeEndpoints: { url: string; events: string[]; secret: string }[] = [];
  const cents = (amount: { value: string }) => Math.round(Number(amount.value) * 100);
  const euros = (value: number) => ({ value: (value / 100).toFixed(2), currency: 'EUR' });
  let counter = 0;
  const tls = selfSignedCertificate();
  const server: Server = createServer({ key: tls.key, cert: tls.cert }, async (request, response) => {
    const body = await readBody(request);
    const path = (request.url ?? '').split('?')[0]!;
    calls.push(`${request.method} ${path}`);
    requests.push({ method: request.method ?? '', path, body });
    const auth = request.headers.authorization ?? '';
    if (auth) keys.push(auth.replace(/^Bearer /, ''));
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
      ...mollieRecurringFields(id),
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
    const stripeCheckout = path.match(/^\/checkout\/(cs_\w+)$/);
    if (stripeCheckout) return stripeCheckoutPage(stripeCheckout[1]!, request.method === 'POST');
    if (
      fake.refusePayments &&
      request.method === 'POST' &&
      /^\/v[12]\/(payments|checkout\/sessions)$/.test(path)
    )
      return send(422, {
        status: 422,
        title: 'Unprocessable Entity',
        detail: 'Payments are paused',
        error: { message: 'Payments are paused' },
      });
    if (request.method === 'POST' && path === '/v2/customers') {
      counter += 1;
      const { name, email } = JSON.parse(body) as { name: string; email: string };
      return send(201, { resource: 'customer', id: `cst_fake${counter}`, name, email, mode: 'live' });
    }
    if (request.method === 'POST' && path === '/v2/payments') {
      counter += 1;
      const id = `tr_fake${counter}`;
      const created = JSON.parse(body) as {
        customerId?: string;
        sequenceType?: string;
        mandateId?: string;
        method?: string | string[];
        amount: { value: string };
      };
      // As Mollie: a payment of nothing only as a first payment by card or PayPal, which takes a mandate.
      const methods = [created.method ?? []].flat();
      const mandateOnly =
        created.sequenceType === 'first' && methods.every((one) => one === 'creditcard' || one === 'paypal');
      if (cents(created.amount) === 0 && (!mandateOnly || methods.length === 0))
        return send(422, {
          status: 422,
          title: 'Unprocessable Entity',
          detail: 'The amount is lower than the minimum',
          field: 'amount',
        });
      if (created.customerId) {
        mollieRecurring.set(id, {
          customerId: created.customerId,
          sequenceType: created.sequenceType ?? 'oneoff',
          ...(created.mandateId && { mandateId: created.mandateId }),
        });
      }
      mollieStatus.set(id, created.sequenceType === 'recurring' ? fake.mollieRecurringStatus : 'open');
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

    if (request.method === 'POST' && path === '/v1/webhook_endpoints') {
      const form = new URLSearchParams(body);
      counter += 1;
      const endpoint = {
        url: form.get('url') ?? '',
        events: form.getAll('enabled_events[]'),
        secret: `whsec_fake${counter}abcdefghijklmnop`,
      };
      stripeEndpoints.push(endpoint);
      return send(200, {
        id: `we_fake${counter}`,
        object: 'webhook_endpoint',
        url: endpoint.url,
        enabled_events: endpoint.events,
        secret: endpoint.secret,
      });
    }
    if (request.method === 'POST' && path === '/v1/payment_intents') {
      counter += 1;
      const id = `pi_fake${counter}`;
      if (fake.stripeDeclines)
        return send(402, {
          error: {
            type: 'card_error',
            code: 'card_declined',
            message: 'Your card was declined.',
            payment_intent: { id, object: 'payment_intent', status: 'requires_payment_method' },
          },
        });
      return send(200, { id, object: 'payment_intent', status: 'succeeded' });
    }
    if (request.method === 'POST' && path === '/v1/customers') {
      counter += 1;
      const form = new URLSearchParams(body);
      return send(200, { id: `cus_fake${counter}`, object: 'customer', email: form.get('email') });
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      counter += 1;
      const id = `cs_fake${counter}`;
      const form = new URLSearchParams(body);
      const setup = form.get('mode') === 'setup';
      // As Stripe: a setup session takes its currency, and saves the card to the customer it names.
      if (setup && (!form.get('currency') || !form.get('customer')))
        return send(400, { error: { message: 'setup mode needs a currency and a customer' } });
      if (form.get('customer_creation') === 'always') stripeCustomers.set(id, `cus_fake${counter}`);
      if (setup) stripeCustomers.set(id, form.get('customer')!);
      stripeSessions.set(id, {
        amount: Number(form.get('line_items[0][price_data][unit_amount]') ?? 0),
        successUrl: form.get('success_url') ?? '',
        ...(setup && { setupFor: form.get('customer')! }),
      });
      return send(200, {
        id,
        object: 'checkout.session',
        url: `${fake.url}/checkout/${id}`,
        payment_intent: `pi_fake${counter}`,
        payment_status: 'unpaid',
        status: 'open',
      });
    }
    const session = path.match(/^\/v1\/checkout\/sessions\/(cs_\w+)$/);
    if (request.method === 'GET' && session && stripeSessions.get(session[1]!)?.setupFor) {
      const completed = stripePaymentStatus.get(session[1]!) === 'paid';
      const intent = session[1]!.replace('cs_', 'seti_');
      return send(200, {
        id: session[1],
        object: 'checkout.session',
        mode: 'setup',
        customer: stripeSessions.get(session[1]!)!.setupFor,
        payment_intent: null,
        // Expanded as the platform asks for it: the card the session saved.
        setup_intent: {
          id: intent,
          object: 'setup_intent',
          payment_method: completed ? `pm_${intent}` : null,
        },
        payment_status: 'no_payment_required',
        status: completed ? 'complete' : 'open',
      });
    }
    if (request.method === 'GET' && session) {
      const intent = session[1]!.replace('cs_', 'pi_');
      const customer = stripeCustomers.get(session[1]!) ?? null;
      return send(200, {
        mode: 'payment',
        id: session[1],
        object: 'checkout.session',
        customer,
        // Expanded as the platform asks for it: with the card saved for later charges.
        payment_intent: customer
          ? { id: intent, object: 'payment_intent', payment_method: `pm_${intent}` }
          : intent,
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

    /** A Mollie payment's recurring fields: a paid first payment has left a mandate for its customer. */
    function mollieRecurringFields(id: string) {
      const recurring = mollieRecurring.get(id);
      if (!recurring) return { sequenceType: 'oneoff' };
      const paidFirst = recurring.sequenceType === 'first' && mollieStatus.get(id) === 'paid';
      const mandateId = recurring.mandateId ?? (paidFirst ? `mdt_${recurring.customerId}` : undefined);
      return { customerId: recurring.customerId, sequenceType: recurring.sequenceType, mandateId };
    }

    /**
     * Stripe's hosted checkout, pared down: a page with the amount and a button; paying it sends the
     * signed `checkout.session.completed` event to every endpoint registered for it, as Stripe does,
     * then sends the shopper back to the shop.
     */
    async function stripeCheckoutPage(id: string, pay: boolean) {
      const session = stripeSessions.get(id);
      if (!session) return send(404, { error: { message: 'No such checkout session' } });
      if (!pay) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(
          `<!doctype html><html lang="en"><title>Stripe test checkout</title><main><h1>Stripe test checkout</h1>` +
            `<p>Pay €${(session.amount / 100).toFixed(2)}</p><form method="post"><button>Pay</button></form></main></html>`,
        );
      }
      stripePaymentStatus.set(id, 'paid');
      const event = JSON.stringify({
        id: `evt_${id}`,
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: {
            id,
            object: 'checkout.session',
            payment_status: session.setupFor ? 'no_payment_required' : 'paid',
          },
        },
      });
      for (const endpoint of stripeEndpoints.filter((one) =>
        one.events.includes('checkout.session.completed'),
      ))
        await postSigned(endpoint.url, event, endpoint.secret);
      response.writeHead(303, { location: session.successUrl });
      response.end();
    }
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
    refusePayments: false,
    onRefund: null,
    calls,
    requests,
    mollieRecurringStatus: 'paid',
    stripeDeclines: false,
    keys,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return fake;
}
