/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { signIn } from './admin-helpers';
import { newPage, screenshot } from './browser';
import { connectBrowser } from './shared-browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function storeAuth(page: Page, token: string | null, expiresAt: string) {
  await page.evaluate(
    ([newToken, newExpiry]) => {
      const record = JSON.parse(localStorage.getItem('auth') ?? '{}') as { token: string };
      localStorage.setItem(
        'auth',
        JSON.stringify({ token: newToken ?? record.token, expires_at: newExpiry }),
      );
    },
    [token, expiresAt] as const,
  );
}

test('an expired access token is refreshed once, with the XSRF header, before the admin calls', async () => {
  const adminUrl = inject('adminUrl');
  const page = await newPage(browser);
  await signIn(page, adminUrl, inject('demoEmail'), inject('demoPassword'));
  await storeAuth(page, null, '2000-01-01T00:00:00Z');

  const refreshes: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/v1/auth/refresh-token')) refreshes.push(request.headers()['x-xsrf-token']);
  });
  // The header asks for the store list and the store at the same time: both wait for one refresh.
  await page.goto(`${adminUrl}/store/1/orders`);
  await page.getByRole('heading', { name: 'Bestellingen', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Demo Store' }).waitFor();

  expect(refreshes).toHaveLength(1);
  expect(refreshes[0]).toBeTruthy();
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth') ?? 'null') as { expires_at: string },
  );
  expect(Date.parse(stored.expires_at)).toBeGreaterThan(Date.now());
  await screenshot(page, 'session-refreshed');
});

test('an admin call answered with 401 signs the merchant out and opens /login', async () => {
  const adminUrl = inject('adminUrl');
  const page = await newPage(browser);
  await signIn(page, adminUrl, inject('demoEmail'), inject('demoPassword'));
  await storeAuth(page, 'not-a-valid-token', '2999-01-01T00:00:00Z');

  await page.goto(`${adminUrl}/store/1/orders`);
  await page.waitForURL('**/login');
  await page.getByRole('heading', { name: 'Inloggen' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  await screenshot(page, 'session-unauthorized');
});

test('two tabs whose token expired refresh at the same moment and both stay signed in', async () => {
  const adminUrl = inject('adminUrl');
  const first = await newPage(browser);
  await signIn(first, adminUrl, inject('demoEmail'), inject('demoPassword'));
  const second = await first.context().newPage();
  await storeAuth(first, null, '2000-01-01T00:00:00Z');

  await Promise.all([first, second].map((page) => page.goto(`${adminUrl}/store/1/orders`)));
  for (const page of [first, second]) {
    await page.getByRole('heading', { name: 'Bestellingen', exact: true }).waitFor();
    expect(page.url()).toContain('/store/1/orders');
  }

  // The sign-in was not revoked: the next refresh works too.
  await storeAuth(second, null, '2000-01-01T00:00:00Z');
  await second.reload();
  await second.getByRole('heading', { name: 'Bestellingen', exact: true }).waitFor();
  expect(second.url()).toContain('/store/1/orders');
});
