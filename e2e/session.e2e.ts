/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import type { Page } from '@playwright/test';
import { signIn } from './admin-helpers';
import { screenshot } from './browser';
import { expect, server, test } from './fixtures';

/** Replaces the stored sign-in's access token (when given) and its expiry; runs in the browser. */
function setStoredAuth([newToken, newExpiry]: readonly [string | null, string]) {
  const record = JSON.parse(localStorage.getItem('auth') ?? '{}') as { token: string };
  localStorage.setItem('auth', JSON.stringify({ token: newToken ?? record.token, expires_at: newExpiry }));
}

async function storeAuth(page: Page, token: string | null, expiresAt: string) {
  await page.evaluate(setStoredAuth, [token, expiresAt] as const);
}

test('an expired access token is refreshed once, with the XSRF header, before the admin calls', async ({
  page,
  demo,
}) => {
  await signIn(page, server.adminUrl, demo.email, demo.password);
  // Expired as the orders page below starts, not before: the store home that signing in opens is still
  // loading its checklist, and would refresh an expired token itself (a second refresh when the
  // navigation cuts its answer off).
  await page.addInitScript(setStoredAuth, [null, '2000-01-01T00:00:00Z'] as const);

  const refreshes: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/v1/auth/refresh-token')) refreshes.push(request.headers()['x-xsrf-token']);
  });
  // The header asks for the store list and the store at the same time: both wait for one refresh.
  await page.goto(`${server.adminUrl}/store/${demo.storeId}/orders`);
  await expect(page.getByRole('heading', { name: 'Bestellingen', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Demo Store', exact: true })).toBeVisible();

  expect(refreshes).toHaveLength(1);
  expect(refreshes[0]).toBeTruthy();
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth') ?? 'null') as { expires_at: string },
  );
  expect(Date.parse(stored.expires_at)).toBeGreaterThan(Date.now());
  await screenshot(page, 'session-refreshed');
});

test('an admin call answered with 401 signs the merchant out and opens /login', async ({ page, demo }) => {
  await signIn(page, server.adminUrl, demo.email, demo.password);
  await storeAuth(page, 'not-a-valid-token', '2999-01-01T00:00:00Z');

  await page.goto(`${server.adminUrl}/store/${demo.storeId}/orders`);
  await expect(page).toHaveURL(`${server.adminUrl}/login`);
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  await screenshot(page, 'session-unauthorized');
});

test('two tabs whose token expired refresh at the same moment and both stay signed in', async ({
  browser,
  page,
  demo,
}) => {
  const orders = `${server.adminUrl}/store/${demo.storeId}/orders`;
  await signIn(page, server.adminUrl, demo.email, demo.password);
  // Both tabs open in a context of their own with the expired sign-in, and no admin page running
  // before them: the store home that signing in opens is still loading its checklist, and would
  // refresh an expired token itself before the tabs do.
  const state = await page.context().storageState();
  for (const item of state.origins.flatMap((origin) => origin.localStorage)) {
    if (item.name === 'auth') {
      item.value = JSON.stringify({ ...JSON.parse(item.value), expires_at: '2000-01-01T00:00:00Z' });
    }
  }
  const context = await browser.newContext({ storageState: state });
  let refreshes = 0;
  context.on('request', (request) => {
    if (request.url().endsWith('/v1/auth/refresh-token')) refreshes += 1;
  });
  const [first, second] = [await context.newPage(), await context.newPage()];

  await Promise.all([first, second].map((tab) => tab.goto(orders)));
  for (const tab of [first, second]) {
    await expect(tab.getByRole('heading', { name: 'Bestellingen', exact: true })).toBeVisible();
    await expect(tab).toHaveURL(orders);
  }
  expect(refreshes).toBeGreaterThanOrEqual(1);

  // The sign-in was not revoked: the next refresh works too.
  await storeAuth(second, null, '2000-01-01T00:00:00Z');
  await second.reload();
  await expect(second.getByRole('heading', { name: 'Bestellingen', exact: true })).toBeVisible();
  await expect(second).toHaveURL(orders);
  await context.close();
});
