/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, onTestFinished, test } from 'vitest';
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

test('a store host downloads no admin code', async () => {
  const page = await newPage(browser);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });

  await page.goto(inject('storeUrl'));
  await page.getByRole('heading', { name: 'Welkom bij Demo Store' }).waitFor();
  await page.getByTestId('cart-button').waitFor();

  // The build names every chunk that holds admin code admin-…; the shop's own chunk must be there.
  expect(scripts.some((script) => /\/assets\/shop-app-[\w-]+\.js$/.test(script))).toBe(true);
  expect(scripts.filter((script) => /\/assets\/admin-/.test(script))).toEqual([]);
  await screenshot(page, 'store-home');
});

test("the store's primary colour becomes the page's theme colour", async () => {
  const adminUrl = inject('adminUrl');
  const admin = await newPage(browser);
  await signIn(admin, adminUrl, inject('demoEmail'), inject('demoPassword'));
  const setPrimaryColor = (color: string | null) =>
    admin.evaluate(async (primary_color) => {
      const { token } = JSON.parse(localStorage.getItem('auth') ?? '{}') as { token: string };
      const response = await fetch('/v1/admin/settings', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ store_id: 1, settings: { primary_color } }),
      });
      return response.status;
    }, color);
  expect(await setPrimaryColor('#0f766e')).toBe(200);
  // The demo store has no colour of its own; it gets that back, so that the shop's reference
  // screenshots (shop-screens.e2e.ts) do not depend on which file ran first.
  onTestFinished(async () => {
    expect(await setPrimaryColor(null)).toBe(200);
  });

  const page = await newPage(browser);
  await page.goto(inject('storeUrl'));
  const cartButton = page.getByTestId('cart-button');
  await cartButton.waitFor();
  await page.waitForFunction(
    () => document.querySelector('meta[name="theme-color"]')?.getAttribute('content') === '#0f766e',
  );
  // Primary buttons take the colour through a CSS variable (after their colour transition ends).
  await cartButton.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const check = () =>
          getComputedStyle(element).backgroundColor === 'rgb(15, 118, 110)'
            ? resolve()
            : setTimeout(check, 50);
        check();
      }),
  );
  expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--color-primary'))).toBe(
    '#0f766e',
  );
  await screenshot(page, 'store-theme');
});
