import http from 'node:http';
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { DESKTOP } from './browser';

export { expect } from '@playwright/test';

function fromSetup(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the journeys run through Playwright's global setup.`);
  return value;
}

/** The server the global setup started (e2e/global-setup.ts). */
export const server = {
  /** The admin's address, `http://app.localhost:<port>`. */
  get adminUrl() {
    return fromSetup('E2E_ADMIN_URL');
  },
  /** Its data directory: a journey may start a second server on it (with a moved clock). */
  get dataDir() {
    return fromSetup('E2E_DATA_DIR');
  },
};

/** A demo merchant with a demo store of its own: the catalogue the first start makes, and its sign-in. */
export interface DemoStore {
  email: string;
  password: string;
  storeId: number;
  slug: string;
  /** The shop's address, `http://<slug>.localhost:<port>`. */
  storeUrl: string;
}

export interface ApiAnswer {
  status: number;
  body: { data?: never; errors?: Record<string, string[]> };
}

/**
 * A JSON call to the server on the loopback address with the Host header a browser would send (Node
 * does not resolve `*.localhost` names the way browsers do), with a merchant's token when given.
 */
export function callApi(
  url: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  body?: unknown,
  token?: string,
): Promise<ApiAnswer> {
  const address = new URL(url);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: address.port,
        method,
        path: `${address.pathname}${address.search}`,
        headers: {
          Host: address.host,
          Accept: 'application/json',
          ...(payload ? { 'Content-Type': 'application/json' } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text || '{}') as ApiAnswer['body'] }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** The data of a call that must succeed; anything else fails the journey with the server's answer. */
export async function dataOf<T>(answer: Promise<ApiAnswer>): Promise<T> {
  const { status, body } = await answer;
  if (status >= 400) throw new Error(`The server answered ${status}: ${JSON.stringify(body)}`);
  return body.data as T;
}

/** A merchant's token, signed in through the API. */
export async function merchantToken({ email, password }: { email: string; password: string }) {
  const session = await dataOf<{ authorization: { token: string } }>(
    callApi(`${server.adminUrl}/v1/auth/merchant/login`, 'POST', { email, password }),
  );
  return session.authorization.token;
}

/** The address of another store's shop on the same server. */
export const shopAddress = (slug: string) => server.adminUrl.replace('//app.', `//${slug}.`);

/** A demo store of the journey's own (`POST /dev/demo-store`, which only a developer's machine answers). */
export async function newDemoStore(): Promise<DemoStore> {
  const data = await dataOf<{
    email: string;
    password: string;
    store_id: number;
    slug: string;
    store_url: string;
  }>(callApi(`${server.adminUrl}/dev/demo-store`, 'POST', {}));
  return {
    email: data.email,
    password: data.password,
    storeId: data.store_id,
    slug: data.slug,
    storeUrl: data.store_url,
  };
}

/**
 * Playwright's test, with `demo`: each test that asks for it starts from a demo store of its own, so
 * no journey depends on what another did, or in which order they ran; and `freshPage()`, which opens a
 * page in a browser context of its own (its own cookies and storage: another person's browser), all
 * closed when the test ends.
 */
export const test = base.extend<{ demo: DemoStore; freshPage: () => Promise<Page> }>({
  // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  demo: async ({}, use) => {
    await use(await newDemoStore());
  },
  freshPage: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext({ viewport: DESKTOP });
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});
