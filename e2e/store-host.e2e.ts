/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import { screenshot } from './browser';
import { callApi, expect, merchantToken, server, test } from './fixtures';

test('a store host downloads no admin code', async ({ page, demo }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });

  await page.goto(demo.storeUrl);
  await expect(page.getByRole('heading', { name: 'Welkom bij Demo Store' })).toBeVisible();
  await expect(page.getByTestId('cart-button')).toBeVisible();

  // The build names every chunk that holds admin code admin-…; the shop's own chunk must be there.
  expect(scripts.some((script) => /\/assets\/shop-app-[\w-]+\.js$/.test(script))).toBe(true);
  expect(scripts.filter((script) => /\/assets\/admin-/.test(script))).toEqual([]);
  await screenshot(page, 'store-home');
});

test("the store's primary colour becomes the page's theme colour", async ({ page, demo }) => {
  // The journey's own store: its colour is not given back afterwards, as no other journey sees it.
  const colour = await callApi(
    `${server.adminUrl}/v1/admin/settings`,
    'POST',
    { store_id: demo.storeId, settings: { primary_color: '#0f766e' } },
    await merchantToken(demo),
  );
  expect(colour.status).toBe(200);

  await page.goto(demo.storeUrl);
  const cartButton = page.getByTestId('cart-button');
  await expect(cartButton).toBeVisible();
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0f766e');
  // Primary buttons take the colour through a CSS variable (after their colour transition ends).
  await expect(cartButton).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--color-primary'))).toBe(
    '#0f766e',
  );
  await screenshot(page, 'store-theme');
});
