import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { PHONE, newPage } from './browser';
import { connectBrowser } from './shared-browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The scripts and API calls a page makes, in order, from the moment it is opened. */
function recordRequests(page: Page) {
  const scripts: string[] = [];
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script') scripts.push(pathname);
    if (pathname.startsWith('/v1/')) apiCalls.push(`${request.method()} ${pathname}`);
  });
  return { scripts, apiCalls };
}

test('a product page opens without a waterfall: its HTML names all its code and carries its answers', async () => {
  const page = await newPage(browser, PHONE);
  const { scripts, apiCalls } = recordRequests(page);

  const response = await page.goto(`${inject('storeUrl')}/product/lightroom-presets-noorderlicht`);
  const html = await response!.text();
  await page.getByRole('heading', { level: 1, name: 'Lightroom presets: Noorderlicht' }).waitFor();
  await page.getByRole('img', { name: 'Lightroom presets: Noorderlicht' }).first().waitFor();
  const callsBeforeHeading = [...apiCalls];
  await page.waitForLoadState('networkidle');

  // Every script the page ran was named in its HTML, so the browser could fetch them all at once.
  expect(scripts.length).toBeGreaterThan(2);
  for (const script of scripts) expect(html).toContain(`"${script}"`);
  // The store and the product came with the page: nothing was asked of the API to show it.
  expect(callsBeforeHeading).toEqual([]);
  // The opening picture is fetched along with the code.
  expect(html).toMatch(
    /<link rel="preload" as="image" href="\/media\/[^"]+\/large\.webp" fetchpriority="high"/,
  );
});

test('a shared cart link opens the cart with every script named in its HTML, and the cart in it', async () => {
  const storeUrl = inject('storeUrl');
  const setup = await newPage(browser);
  await setup.goto(`${storeUrl}/product/lightroom-presets-noorderlicht`);
  await setup.getByRole('button', { name: 'In winkelwagen' }).click();
  await setup.getByRole('status').filter({ hasText: 'toegevoegd aan je bestelling' }).waitFor();
  const cartId = await setup.evaluate(() => localStorage.getItem('cart_session_id'));
  expect(cartId).toHaveLength(36);

  const page = await newPage(browser, PHONE);
  const { scripts, apiCalls } = recordRequests(page);
  const response = await page.goto(`${storeUrl}/cart/${cartId}`);
  const html = await response!.text();
  await page.getByRole('link', { name: 'Lightroom presets: Noorderlicht' }).waitFor();
  await page.waitForLoadState('networkidle');

  for (const script of scripts) expect(html).toContain(`"${script}"`);
  // The store and the cart the link names came with the page.
  expect(apiCalls).toEqual([]);
});
