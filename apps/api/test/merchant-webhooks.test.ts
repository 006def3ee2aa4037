import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paidBuyer } from './buyer-helpers.js';
import {
  createStore,
  createTestApp,
  payWithTestProvider,
  placeOrder,
  registerMerchant,
  shopWithProduct,
  uniqueSlug,
  type ShopFixture,
  type TestApp,
} from './harness.js';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A merchant's server: records what it receives and answers with the status it is told. */
async function receiver() {
  const received: Received[] = [];
  let answer = 200;
  let extraHeaders: Record<string, string> = {};
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response
        .writeHead(answer, { 'content-type': 'text/plain', ...extraHeaders })
        .end(answer < 300 ? 'thanks' : 'down for now');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    answerWith: (status: number, headers: Record<string, string> = {}) => {
      answer = status;
      extraHeaders = headers;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Checks the signature as a merchant's code would, with the endpoint's secret. */
function verify(secret: string, { headers, body }: Received): boolean {
  const header = String(headers['webhook-signature']);
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex');
  return parts.v1 === expected;
}

/** An endpoint set up in the shop's store through the admin API (201), with its secret. */
async function createEndpoint(shop: ShopFixture, url: string, events: string[], token = shop.token) {
  const created = await shop.client.post(
    '/v1/admin/webhook-endpoint',
    { store_id: shop.storeId, url, events },
    { token },
  );
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data;
}

/** The endpoint's delivery log as the merchant reads it, newest first. */
async function deliveriesOf(shop: ShopFixture, endpointId: number, token = shop.token) {
  const log = await shop.client.get(
    `/v1/admin/webhook-endpoint/${endpointId}/delivery?store_id=${shop.storeId}`,
    { token },
  );
  return log.json().data;
}

/** A licence-key item on the shop's product, its keys made from a pattern with this prefix. */
async function addLicenceKeyItem(shop: ShopFixture, prefix: string) {
  const item = await shop.client.post(
    `/v1/admin/product/${shop.productId}/product-item`,
    {
      store_id: shop.storeId,
      product_type: 'license_key',
      name: 'Licence key',
      license_source: 'pattern',
      license_prefix: prefix,
      license_pattern: 'XXXX-XXXX-XXXX',
    },
    { token: shop.token },
  );
  expect(item.statusCode, item.body).toBe(201);
}

describe('webhooks for merchants', () => {
  let t: TestApp;
  let shop: ShopFixture;
  let hooks: Awaited<ReturnType<typeof receiver>>;
  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    shop.client.call(method, url, body, { token: shop.token });
  const send = () => t.ctx.jobs.worker({ kinds: ['webhook'] }).runOnce();
  let loggedDelivery: { id: number };

  beforeAll(async () => {
    t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true' });
    shop = await shopWithProduct(t.app, uniqueSlug('hooks'));
    hooks = await receiver();
  });
  afterAll(async () => {
    await hooks.close();
    await t.close();
  });

  it('posts the chosen events signed with the endpoint’s secret, retries a failing endpoint and sends again from the log', async () => {
    const endpoint = await createEndpoint(shop, hooks.url, ['order.paid', 'order.cancelled']);
    expect(endpoint.secret).toMatch(/^whsec_/);

    const { cartId, order } = await placeOrder(t.app, shop);
    await payWithTestProvider(t.app, shop.slug, cartId);
    expect(await send()).toBe(1);

    // order.created was not chosen: only order.paid came.
    expect(hooks.received).toHaveLength(1);
    const paid = hooks.received[0]!;
    expect(verify(endpoint.secret, paid)).toBe(true);
    expect(verify('whsec_wrong', paid)).toBe(false);
    const event = JSON.parse(paid.body);
    expect(event).toMatchObject({ type: 'order.paid', store_id: shop.storeId });
    expect(event.data.order).toMatchObject({ id: order.id, status: 'paid', total_incl_vat: 1995 });
    expect(paid.headers['webhook-id']).toBe(event.id);

    // The endpoint goes down: the next event is tried again after a pause, not before.
    hooks.answerWith(503);
    const second = await placeOrder(t.app, shop);
    const cancelled = await shop.client.post(
      `/v1/admin/order/${second.order.id}/cancel`,
      { store_id: shop.storeId },
      { token: shop.token },
    );
    expect(cancelled.statusCode).toBe(200);
    expect(await send()).toBe(0);
    expect(hooks.received).toHaveLength(2);
    let log = await deliveriesOf(shop, endpoint.id);
    expect(log[0]).toMatchObject({
      event: 'order.cancelled',
      status: 'pending',
      attempts: 1,
      response_status: 503,
      response_excerpt: 'down for now',
    });
    expect(await send()).toBe(0);
    expect(hooks.received).toHaveLength(2);

    hooks.answerWith(200);
    t.clock.advance(61);
    expect(await send()).toBe(1);
    expect(hooks.received).toHaveLength(3);
    expect(JSON.parse(hooks.received[2]!.body).type).toBe('order.cancelled');
    expect(hooks.received[2]!.body).toBe(hooks.received[1]!.body);
    log = await deliveriesOf(shop, endpoint.id);
    expect(log[0]).toMatchObject({
      status: 'delivered',
      attempts: 2,
      response_status: 200,
      response_excerpt: 'thanks',
    });
    // Each attempt is kept, newest first: the failure stays readable after the success.
    const attempts = await api(
      'GET',
      `/v1/admin/webhook-delivery/${log[0].id}/attempt?store_id=${shop.storeId}`,
    );
    expect(attempts.statusCode).toBe(200);
    const [latest, failed] = attempts.json().data;
    expect(attempts.json().data).toHaveLength(2);
    expect(latest).toMatchObject({ response_status: 200, response_excerpt: 'thanks', error: null });
    expect(failed).toMatchObject({ response_status: 503, response_excerpt: 'down for now', error: null });
    expect(Date.parse(latest.attempted_at) - Date.parse(failed.attempted_at)).toBeGreaterThanOrEqual(61_000);
    expect(latest.attempted_at).toBe(log[0].last_attempt_at);
    for (const attempt of [latest, failed]) {
      expect(attempt.duration_ms).toBeGreaterThanOrEqual(0);
      expect(attempt.duration_ms).toBeLessThan(10_000);
    }

    // Sent again from the log: the same event, signed anew.
    loggedDelivery = log[1];
    const replay = await api('POST', `/v1/admin/webhook-delivery/${log[1].id}/resend`, {
      store_id: shop.storeId,
    });
    expect(replay.statusCode).toBe(201);
    expect(await send()).toBe(1);
    expect(hooks.received).toHaveLength(4);
    expect(hooks.received[3]!.body).toBe(paid.body);
    expect(verify(endpoint.secret, hooks.received[3]!)).toBe(true);
  });

  it('refuses a URL that is not http(s), and edits and deletes an endpoint', async () => {
    const bad = await api('POST', '/v1/admin/webhook-endpoint', {
      store_id: shop.storeId,
      url: 'ftp://example.com/x',
      events: ['order.paid'],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['url']);
    const endpoint = await createEndpoint(shop, hooks.url, ['order.paid']);
    const edited = await api('PUT', `/v1/admin/webhook-endpoint/${endpoint.id}`, {
      store_id: shop.storeId,
      url: `${hooks.url}?v=2`,
      events: ['order.refunded'],
    });
    expect(edited.json().data).toMatchObject({ url: `${hooks.url}?v=2`, events: ['order.refunded'] });
    // The secret stays, and a read answers only its hint.
    expect(edited.json().data).not.toHaveProperty('secret');
    expect(edited.json().data.secret_hint).toBe(endpoint.secret_hint);
    const removed = await api('DELETE', `/v1/admin/webhook-endpoint/${endpoint.id}?store_id=${shop.storeId}`);
    expect(removed.statusCode).toBe(200);
    const list = (await api('GET', `/v1/admin/webhook-endpoint?store_id=${shop.storeId}`)).json().data;
    expect(list.map((item: { id: number }) => item.id)).not.toContain(endpoint.id);
  });

  it('answers 404 to another merchant on every webhook route, and changes nothing', async () => {
    const endpoint = await createEndpoint(shop, hooks.url, ['order.paid']);
    const delivery = loggedDelivery;
    const intruder = await registerMerchant(t.app, 'Intruder');
    const own = await createStore(intruder.client, intruder.token, {
      name: 'Theirs',
      slug: uniqueSlug('intr'),
    });
    const body = { url: `${hooks.url}?stolen`, events: ['order.paid'] };
    for (const storeId of [shop.storeId, own.id]) {
      const attempts: [string, string, unknown?][] = [
        ['POST', '/v1/admin/webhook-endpoint', { store_id: storeId, ...body }],
        ['PUT', `/v1/admin/webhook-endpoint/${endpoint.id}`, { store_id: storeId, ...body }],
        ['DELETE', `/v1/admin/webhook-endpoint/${endpoint.id}?store_id=${storeId}`],
        ['GET', `/v1/admin/webhook-endpoint/${endpoint.id}/delivery?store_id=${storeId}`],
        ['POST', `/v1/admin/webhook-delivery/${delivery.id}/resend`, { store_id: storeId }],
        ['GET', `/v1/admin/webhook-delivery/${delivery.id}/attempt?store_id=${storeId}`],
        ['POST', `/v1/admin/webhook-endpoint/${endpoint.id}/test`, { store_id: storeId }],
      ];
      if (storeId === shop.storeId) attempts.push(['GET', `/v1/admin/webhook-endpoint?store_id=${storeId}`]);
      for (const [method, url, payload] of attempts) {
        const response = await intruder.client.call(method as 'GET', url, payload, { token: intruder.token });
        if (storeId === own.id && method === 'POST' && url.endsWith('endpoint')) {
          expect(response.statusCode).toBe(201);
          continue;
        }
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    const ownList = await intruder.client.get(`/v1/admin/webhook-endpoint?store_id=${own.id}`, {
      token: intruder.token,
    });
    expect(ownList.json().data.map((item: { url: string }) => item.url)).toEqual([`${hooks.url}?stolen`]);
    const after = (await api('GET', `/v1/admin/webhook-endpoint?store_id=${shop.storeId}`)).json().data;
    const { secret, ...unchanged } = endpoint;
    expect(secret).toMatch(/^whsec_/);
    expect(after.find((item: { id: number }) => item.id === endpoint.id)).toEqual(unchanged);
  });
  it('gives a delivery up once it is three days old', async () => {
    const endpoint = await createEndpoint(shop, hooks.url.replace('/hooks', '/other'), ['order.created']);
    hooks.answerWith(500);
    await placeOrder(t.app, shop);
    for (let day = 0; day < 4; day += 1) {
      for (let hour = 0; hour < 24; hour += 6) {
        await send();
        t.clock.advance(6 * 3600);
      }
    }
    // An hour is an access token's life: the admin signs in again with its refresh token.
    await shop.client.openAdminPage();
    const refreshed = await shop.client.post('/v1/auth/refresh-token', undefined, { xsrf: true });
    shop.token = refreshed.json().data.authorization.token as string;
    const [delivery] = await deliveriesOf(shop, endpoint.id);
    expect(delivery).toMatchObject({ status: 'failed', response_status: 500, next_attempt_at: null });
    expect(delivery.attempts).toBeGreaterThan(5);
    const attempts = (
      await api('GET', `/v1/admin/webhook-delivery/${delivery.id}/attempt?store_id=${shop.storeId}`)
    ).json().data;
    expect(attempts).toHaveLength(delivery.attempts);
    expect(attempts.every((attempt: { response_status: number }) => attempt.response_status === 500)).toBe(
      true,
    );
    hooks.answerWith(200);
    // The endpoint's log goes with it, attempts included.
    await api('DELETE', `/v1/admin/webhook-endpoint/${endpoint.id}?store_id=${shop.storeId}`);
    const left = await t.ctx.database.allStoresDb
      .selectFrom('webhook_attempts')
      .select('id')
      .where('delivery_id', '=', delivery.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('logs why no answer came when the endpoint cannot be reached', async () => {
    const endpoint = await createEndpoint(shop, 'http://127.0.0.1:9/closed', ['order.created']);
    await placeOrder(t.app, shop);
    await send();
    const [delivery] = await deliveriesOf(shop, endpoint.id);
    const [attempt] = (
      await api('GET', `/v1/admin/webhook-delivery/${delivery.id}/attempt?store_id=${shop.storeId}`)
    ).json().data;
    expect(attempt).toMatchObject({ response_status: null, response_excerpt: null });
    expect(attempt.error).toContain('ECONNREFUSED');
    await api('DELETE', `/v1/admin/webhook-endpoint/${endpoint.id}?store_id=${shop.storeId}`);
  });

  it('follows no redirect: the 3xx is the logged answer and the target it names receives nothing', async () => {
    const elsewhere = await receiver();
    const redirecting = await receiver();
    redirecting.answerWith(302, { location: elsewhere.url });
    const endpoint = await createEndpoint(shop, redirecting.url, ['order.created']);
    await placeOrder(t.app, shop);
    expect(await send()).toBe(0);
    expect(redirecting.received).toHaveLength(1);
    expect(elsewhere.received).toHaveLength(0);
    const [delivery] = await deliveriesOf(shop, endpoint.id);
    expect(delivery).toMatchObject({ status: 'pending', response_status: 302 });
    await api('DELETE', `/v1/admin/webhook-endpoint/${endpoint.id}?store_id=${shop.storeId}`);
    await redirecting.close();
    await elsewhere.close();
  });

  it('sends a signed test event at once and answers what the endpoint answered, logging nothing', async () => {
    const endpoint = await createEndpoint(shop, hooks.url, ['order.paid']);
    hooks.answerWith(200);
    const before = hooks.received.length;
    const answer = await api('POST', `/v1/admin/webhook-endpoint/${endpoint.id}/test`, {
      store_id: shop.storeId,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({
      event: 'order.paid',
      delivered: true,
      response_status: 200,
      response_excerpt: 'thanks',
      error: null,
    });
    expect(hooks.received).toHaveLength(before + 1);
    const sample = hooks.received.at(-1)!;
    expect(verify(endpoint.secret, sample)).toBe(true);
    const event = JSON.parse(sample.body);
    expect(event).toMatchObject({ type: 'order.paid', test: true, store_id: shop.storeId });
    expect(event.id).toBe(answer.json().data.event_id);
    expect(event.data.order).toMatchObject({ status: 'paid', country: 'NL', test_mode: true });
    expect(event.data.order.license_keys).toHaveLength(1);

    // Another event on request, and a failing receiver's answer shown as it came.
    hooks.answerWith(500);
    const failing = await api('POST', `/v1/admin/webhook-endpoint/${endpoint.id}/test`, {
      store_id: shop.storeId,
      event: 'order.refunded',
    });
    expect(failing.json().data).toMatchObject({
      event: 'order.refunded',
      delivered: false,
      response_status: 500,
      response_excerpt: 'down for now',
    });
    expect(JSON.parse(hooks.received.at(-1)!.body).data.order.status).toBe('refunded');
    hooks.answerWith(200);
    // Tests are kept in no log.
    const log = await api(
      'GET',
      `/v1/admin/webhook-endpoint/${endpoint.id}/delivery?store_id=${shop.storeId}`,
    );
    expect(log.json().data).toEqual([]);
    const unknown = await api('POST', '/v1/admin/webhook-endpoint/999999/test', { store_id: shop.storeId });
    expect(unknown.statusCode).toBe(404);
  });

  it('limits resends per event and endpoint and per store, with 429 and Retry-After, for an hour', async () => {
    const limited = await shopWithProduct(t.app, uniqueSlug('resend'));
    const scripted = (
      await limited.client.post(
        '/v1/admin/api-token',
        { store_id: limited.storeId, name: 'Replays', scopes: ['settings:read', 'settings:write'] },
        { token: limited.token },
      )
    ).json().data.token as string;
    const call = (method: 'GET' | 'POST', url: string, body?: unknown) =>
      limited.client.call(method, url, body, { token: scripted });
    const endpoint = await createEndpoint(limited, hooks.url, ['order.created'], scripted);
    for (let order = 0; order < 13; order += 1) await placeOrder(t.app, limited);
    const deliveries = await deliveriesOf(limited, endpoint.id, scripted);
    expect(deliveries).toHaveLength(13);
    const resend = (id: number) =>
      call('POST', `/v1/admin/webhook-delivery/${id}/resend`, { store_id: limited.storeId });

    // Five an hour for one event to one endpoint, its copies included: resending the copy counts too.
    const [first, ...others] = deliveries;
    let latest = first!.id;
    for (let time = 0; time < 5; time += 1) {
      const response = await resend(latest);
      expect(response.statusCode).toBe(201);
      latest = response.json().data.id;
    }
    for (const id of [first!.id, latest]) {
      const refused = await resend(id);
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(3600);
    }

    // Sixty an hour for the store, whichever deliveries; seven were asked for already.
    const statuses: number[] = [];
    for (const delivery of others) {
      for (let time = 0; time < 5; time += 1) statuses.push((await resend(delivery.id)).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(53).fill(201), ...Array<number>(7).fill(429)]);
    // Another store's resends are its own.
    const elsewhere = await api('POST', `/v1/admin/webhook-delivery/${loggedDelivery.id}/resend`, {
      store_id: shop.storeId,
    });
    expect(elsewhere.statusCode).toBe(201);

    t.clock.advance(3600);
    expect((await resend(first!.id)).statusCode).toBe(201);
  });
});

/** This host's own addresses but loopback: a delivery there would reach the services listening here. */
function ownNonLoopbackUrls(): string[] {
  return Object.values(os.networkInterfaces())
    .flatMap((entries) => entries ?? [])
    .filter((entry) => !entry.internal)
    .map(({ address, family }) =>
      family === 'IPv6' ? `http://[${address}]/hook` : `http://${address}/hook`,
    );
}

/** `address` taken to be this host's own while `fn` runs, as on a host with a public interface. */
async function withPublicAddressOfOurOwn<T>(address: string, fn: () => Promise<T>): Promise<T> {
  const real = os.networkInterfaces();
  const spy = vi.spyOn(os, 'networkInterfaces').mockReturnValue({
    ...real,
    eth9: [
      {
        address,
        netmask: '255.255.255.0',
        family: 'IPv4',
        mac: '02:00:00:00:00:09',
        internal: false,
        cidr: `${address}/24`,
      },
    ],
  });
  try {
    return await fn();
  } finally {
    spy.mockRestore();
  }
}

describe('webhook addresses without WEBHOOK_ALLOW_PRIVATE', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const PUBLIC_ADDRESS = '93.184.215.14';
  const refusal = {
    url: [
      'This address points to a local or private network, which webhooks are never sent to. Use an address on the public internet; to receive them on your own computer, use a tunnel (such as ngrok or Cloudflare Tunnel) and enter its public https address.',
    ],
  };

  it('takes only globally reachable unicast addresses, none of this host’s, refusing the rest with 422 on url', async () => {
    const { client, token } = await registerMerchant(t.app);
    const store = await createStore(client, token, { name: 'Private', slug: uniqueSlug('priv') });
    const save = (url: string) =>
      client.post(
        '/v1/admin/webhook-endpoint',
        { store_id: store.id, url, events: ['order.paid'] },
        { token },
      );
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://localhost/hook',
      'https://10.1.2.3/hook',
      'http://192.168.1.1/',
      'http://[::1]/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://0.0.0.0/hook',
      'http://[fd12:3456::1]/hook',
      'http://[64:ff9b::7f00:1]/hook',
      // Documentation (RFC 5737, 3849), benchmarking (RFC 2544) and discard (RFC 6666) ranges.
      'http://192.0.2.10/hook',
      'http://198.51.100.7/hook',
      'http://203.0.113.99/hook',
      'http://198.18.0.1/hook',
      'http://[2001:db8::1]/hook',
      'http://[100::1]/hook',
      // IPv4-compatible (::/96), even with a public IPv4 address inside, and IPv4-mapped.
      'http://[::8.8.8.8]/hook',
      'http://[::ffff:192.0.2.1]/hook',
      // This host's own addresses, whatever range they are in.
      ...ownNonLoopbackUrls(),
    ]) {
      const response = await save(url);
      expect(response.statusCode, url).toBe(422);
      expect(response.json().errors, url).toEqual(refusal);
    }
    // A public address is taken, until it is this host's own.
    for (const url of [`http://${PUBLIC_ADDRESS}/hook`, 'https://[2606:4700:4700::1111]/hook']) {
      expect((await save(url)).statusCode, url).toBe(201);
    }
    const own = await withPublicAddressOfOurOwn(PUBLIC_ADDRESS, () => save(`http://${PUBLIC_ADDRESS}/other`));
    expect(own.statusCode).toBe(422);
    expect(own.json().errors).toEqual(refusal);
  });

  it('checks the address again when it sends: an address that became this host’s is not connected to', async () => {
    const shop = await shopWithProduct(t.app, uniqueSlug('hooks-own'));
    const endpoint = await createEndpoint(shop, `http://${PUBLIC_ADDRESS}/hook`, ['order.created']);
    await placeOrder(t.app, shop);
    await withPublicAddressOfOurOwn(PUBLIC_ADDRESS, () =>
      t.ctx.jobs.worker({ kinds: ['webhook'] }).runOnce(),
    );
    const [delivery] = await deliveriesOf(shop, endpoint.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, response_status: null });
    expect(delivery.last_error).toBe(`${PUBLIC_ADDRESS} is not an address on the public internet`);
  });
});

describe('the license.activated webhook', () => {
  let t: TestApp;
  let hooks: Awaited<ReturnType<typeof receiver>>;
  beforeAll(async () => {
    t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true' });
    hooks = await receiver();
  });
  afterAll(async () => {
    await hooks.close();
    await t.close();
  });

  it('tells in order.paid the buyer’s country and the licence keys the order was given', async () => {
    const shop = await shopWithProduct(t.app, uniqueSlug('hooks-paid-keys'));
    const endpoint = await createEndpoint(shop, hooks.url, ['order.paid', 'order.refunded']);
    await addLicenceKeyItem(shop, 'PAID-');
    const buyer = await paidBuyer(t, shop, 2, {
      email: 'kai@example.com',
      customer_details: { name: 'Kai Käufer', country: 'DE' },
      withdrawal_waiver: true,
    });
    const goods = (await buyer.goods()).find((good) => good.product_type === 'license_key') as unknown as {
      license_keys: string[];
    };
    hooks.received.length = 0;
    await t.ctx.jobs.worker({ kinds: ['webhook'] }).runOnce();
    const paid = hooks.received.find((received) => received.headers['webhook-event'] === 'order.paid')!;
    expect(verify(endpoint.secret, paid)).toBe(true);
    const { order } = JSON.parse(paid.body).data;
    expect(order).toMatchObject({ id: buyer.order.id, status: 'paid', country: 'DE' });
    expect(order.license_keys.map((key: { key: string }) => key.key).sort()).toEqual(
      [...goods.license_keys].sort(),
    );
    for (const key of order.license_keys) {
      expect(key).toEqual({
        key: key.key,
        status: 'assigned',
        product_name: expect.stringContaining('Licence key'),
      });
    }
    // The next test counts what its own endpoint receives.
    hooks.received.length = 0;
  });

  it('tells the merchant which key of which order was activated on which instance', async () => {
    const shop = await shopWithProduct(t.app, uniqueSlug('hooks-licence'));
    const endpoint = await createEndpoint(shop, hooks.url, ['license.activated']);
    await addLicenceKeyItem(shop, 'HOOK-');
    const buyer = await paidBuyer(t, shop);
    const key = (await buyer.goods()).find((good) => good.product_type === 'license_key') as unknown as {
      license_keys: string[];
    };
    const activated = await t.app.inject({
      method: 'POST',
      url: '/v1/licenses/activate',
      payload: { license_key: key.license_keys[0], instance_name: 'Studio laptop' },
    });
    expect(activated.statusCode, activated.body).toBe(200);

    await t.ctx.jobs.worker({ kinds: ['webhook'] }).runOnce();
    expect(hooks.received).toHaveLength(1);
    expect(verify(endpoint.secret, hooks.received[0]!)).toBe(true);
    const event = JSON.parse(hooks.received[0]!.body);
    expect(event).toMatchObject({
      type: 'license.activated',
      store_id: shop.storeId,
      data: {
        order: { id: buyer.order.id, status: 'paid' },
        license: { instance_name: 'Studio laptop', instance_id: activated.json().instance.id },
      },
    });
  });
});
