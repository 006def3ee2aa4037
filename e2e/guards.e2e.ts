import type { Browser } from 'playwright-core';
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

test('an order overview while signed out goes to /login', async () => {
  const page = await newPage(browser);
  await page.goto(`${inject('adminUrl')}/store/1/orders`);
  await page.waitForURL('**/login');
  await page.getByRole('heading', { name: 'Inloggen' }).waitFor();
  expect(await page.getByRole('navigation', { name: 'Hoofdmenu' }).count()).toBe(0);
  await screenshot(page, 'guard-signed-out');
});

test('the admin host root sends a signed-in merchant to /choose-store', async () => {
  const adminUrl = inject('adminUrl');
  const page = await newPage(browser);
  await signIn(page, adminUrl, inject('demoEmail'), inject('demoPassword'));
  await page.goto(`${adminUrl}/`);
  await page.waitForURL('**/choose-store');
  await page.getByRole('heading', { name: 'Kies een winkel' }).waitFor();
  await page.getByRole('link', { name: /Demo Store/ }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/choose-store');
  await screenshot(page, 'guard-choose-store');
});

test("another merchant's or an unknown store id leads back to /choose-store", async () => {
  const adminUrl = inject('adminUrl');
  const page = await newPage(browser);
  await signIn(page, adminUrl, inject('demoEmail'), inject('demoPassword'));
  await page.goto(`${adminUrl}/store/999/orders`);
  await page.waitForURL('**/choose-store');
  await page.getByText('Deze winkel bestaat niet of hoort niet bij je account.').waitFor();
  await screenshot(page, 'guard-unknown-store');
});
