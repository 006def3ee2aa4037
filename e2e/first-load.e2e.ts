/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import type { Page } from '@playwright/test';
import { PHONE } from './browser';
import { expect, test } from './fixtures';

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

test('a product page opens without a waterfall: its HTML names all its code and carries its answers', async ({
  page,
  demo,
}) => {
  await page.setViewportSize(PHONE);
  const { scripts, apiCalls } = recordRequests(page);

  const response = await page.goto(`${demo.storeUrl}/product/lightroom-presets-noorderlicht`);
  const html = await response!.text();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Lightroom presets: Noorderlicht' }),
  ).toBeVisible();
  // The product's one picture, the opening one.
  await expect(
    page.getByRole('main').getByRole('img', { name: 'Lightroom presets: Noorderlicht', exact: true }),
  ).toBeVisible();
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

test('a shared cart link opens the cart with every script named in its HTML, and the cart in it', async ({
  browser,
  page,
  demo,
}) => {
  // The cart is filled in a context of its own, so the page measured below opens the link cold.
  const setupContext = await browser.newContext();
  const setup = await setupContext.newPage();
  await setup.goto(`${demo.storeUrl}/product/lightroom-presets-noorderlicht`);
  await setup.getByRole('button', { name: 'In winkelwagen' }).click();
  await expect(setup.getByRole('status').filter({ hasText: 'toegevoegd aan je bestelling' })).toBeVisible();
  const cartId = await setup.evaluate(() => localStorage.getItem('cart_session_id'));
  expect(cartId).toHaveLength(36);
  await setupContext.close();

  await page.setViewportSize(PHONE);
  const { scripts, apiCalls } = recordRequests(page);
  const response = await page.goto(`${demo.storeUrl}/cart/${cartId}`);
  const html = await response!.text();
  await expect(
    page.getByRole('link', { name: 'Lightroom presets: Noorderlicht', exact: true }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');

  for (const script of scripts) expect(html).toContain(`"${script}"`);
  // The store and the cart the link names came with the page.
  expect(apiCalls).toEqual([]);
});
