import type { TFunction } from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shopRoutes } from '@platform/contract';
import { describeError, isServerValidationError, statusOf } from './errors';

vi.mock('../i18n', () => ({ currentLocale: () => 'de' }));

const t = ((key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key) as unknown as TFunction;

interface Sent {
  url: string;
  init: RequestInit;
}

/** A browser page of the shop: its address and cookies. */
function page({ cookie = '' }: { cookie?: string } = {}) {
  vi.stubGlobal('window', { location: { origin: 'http://demo.localhost:3000' } });
  vi.stubGlobal('document', { cookie, getElementById: () => null });
}

function answering(respond: (sent: Sent) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit) => {
      sent.push({ url: url.toString(), init });
      return respond(sent.at(-1)!);
    }),
  );
  return sent;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const demo = { params: { storeSlug: 'demo' } };

/** Each test loads the client afresh, for its own page. */
const loadClient = () => import('./client');

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

// Each test imports the client and the contract afresh; the first import takes seconds on a loaded machine.
describe('the shop client', { timeout: 20_000 }, () => {
  it('sends JSON with the language, the XSRF token and the shopper token, and answers with the body', async () => {
    const token = encodeURIComponent(
      JSON.stringify({ token: 'shopper-1', expires_at: '2999-01-01T00:00:00Z', order_id: null }),
    );
    page({ cookie: `XSRF-TOKEN=xsrf%3D1; customer_access_token=${token}` });
    const sent = answering(() => json(201, { data: { id: 'c1' } }));
    const { shopCall } = await loadClient();

    const response = await shopCall(shopRoutes.saveCart, {
      params: { storeSlug: 'demo', cartSessionId: null },
      body: { products: [] },
    });

    expect(response).toEqual({ status: 201, data: { data: { id: 'c1' } }, headers: expect.any(Headers) });
    expect(sent[0]!.url).toBe('http://demo.localhost:3000/v1/store/demo/cart');
    expect(sent[0]!.init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"products":[]}' });
    const headers = sent[0]!.init.headers as Headers;
    expect(headers.get('accept-language')).toBe('de');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('x-xsrf-token')).toBe('xsrf=1');
    expect(headers.get('authorization')).toBe('Bearer shopper-1');
  });

  it("fails with axios's words and the server's answer on a status outside 2xx", async () => {
    page();
    answering(() => json(422, { message: 'Ongeldig.', errors: { email: ['Ongeldig.'] } }));
    const { shopCall } = await loadClient();

    const error = await shopCall(shopRoutes.emailLogin, {
      params: { storeSlug: 'demo' },
      body: {} as never,
    }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Request failed with status code 422');
    expect(statusOf(error)).toBe(422);
    expect(isServerValidationError(error)).toBe(true);
    expect(describeError(error, t)).toBe('Ongeldig.');
  });

  it('reads a body that is not JSON as text, and words the status', async () => {
    page();
    answering(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const { shopCall } = await loadClient();

    const error = await shopCall(shopRoutes.store, demo).catch((caught: unknown) => caught);

    expect(statusOf(error)).toBe(502);
    expect(describeError(error, t)).toBe('errors.status {"status":"502"}');
  });

  it('takes statuses the caller accepts as an answer', async () => {
    page();
    answering(() => json(404, { message: 'Niet gevonden.' }));
    const { shopCall } = await loadClient();

    const response = await shopCall(
      shopRoutes.order,
      { params: { storeSlug: 'demo', orderId: 'x' } },
      { validateStatus: (status) => status < 500 },
    );

    expect(response).toEqual({
      status: 404,
      data: { message: 'Niet gevonden.' },
      headers: expect.any(Headers),
    });
  });

  it("sends the access a frame kept for an order on that order's calls only (decision 080)", async () => {
    page();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => (key === 'order-access:o1' ? '1900000000.signature' : null),
    });
    const sent = answering(() => json(200, { data: {} }));
    const { shopCall } = await loadClient();

    await shopCall(shopRoutes.orderProducts, { params: { storeSlug: 'demo', orderId: 'o1' } });
    await shopCall(shopRoutes.order, { params: { storeSlug: 'demo', orderId: 'o2' } });
    await shopCall(shopRoutes.store, demo);

    const access = sent.map(({ init }) => (init.headers as Headers).get('x-order-access'));
    expect(access).toEqual(['1900000000.signature', null, null]);
  });

  it('says "Network Error" when no answer comes, and "Request aborted" when the caller aborted', async () => {
    page();
    answering(() => Promise.reject(new TypeError('Failed to fetch')));
    const { shopCall } = await loadClient();
    const network = await shopCall(shopRoutes.store, demo).catch((caught: unknown) => caught);
    expect((network as Error).message).toBe('Network Error');
    expect(describeError(network, t)).toBe('errors.network');

    const controller = new AbortController();
    controller.abort();
    const aborted = await shopCall(shopRoutes.store, demo, { signal: controller.signal }).catch(
      (caught: unknown) => caught,
    );
    expect((aborted as Error).message).toBe('Request aborted');
    expect(describeError(aborted, t)).toBe('errors.aborted');
  });

  it('tells the app when a shopper call answers 403', async () => {
    page();
    answering(() => json(403, { message: 'Geen toegang.' }));
    const { shopCall, onShopperForbidden } = await loadClient();
    const forbidden = vi.fn();
    onShopperForbidden(forbidden);

    await expect(
      shopCall(shopRoutes.orderProducts, { params: { storeSlug: 'demo', orderId: 'x' } }),
    ).rejects.toThrow();

    expect(forbidden).toHaveBeenCalledTimes(1);
  });
});
