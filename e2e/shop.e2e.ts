/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import http from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { newPage, screenshot } from './browser';
import { connectBrowser } from './shared-browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The header's cart button; its accessible name starts with cartButton.viewOrderLabel. */
const cartButton = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Bekijk bestelling/ });
const cartTotal = (page: Page) => page.getByTestId('cart-total');

/** Waits until the cart button has animated to `text` (SPEC §9: 10 steps over 250 ms). */
async function expectCartTotal(page: Page, text: string) {
  await page.waitForFunction(
    (expected) =>
      document
        .querySelector('[data-testid="cart-total"]')
        ?.textContent?.replace(/\s/g, ' ')
        .includes(expected),
    text,
  );
}

/**
 * Every value the cart total passes through while the next change animates. Watched from the header,
 * as an empty cart's button shows no total until its first item.
 */
async function recordCartTotals(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const total = () => document.querySelector('[data-testid="cart-total"]')?.textContent ?? '';
    const seen: string[] = [total()];
    (window as unknown as { seenTotals: string[] }).seenTotals = seen;
    new MutationObserver(() => {
      const text = total();
      if (seen.at(-1) !== text) seen.push(text);
    }).observe(document.querySelector('header')!, { subtree: true, characterData: true, childList: true });
  });
  return () => page.evaluate(() => (window as unknown as { seenTotals: string[] }).seenTotals);
}

async function addToCart(page: Page, productName: string) {
  await page.getByRole('heading', { level: 1, name: productName }).waitFor();
  await page.getByRole('button', { name: 'In winkelwagen' }).click();
  await page.getByRole('status').filter({ hasText: 'toegevoegd aan je bestelling' }).waitFor();
}

test('a shopper browses the demo store, fills the cart, changes it and keeps it after a reload', async () => {
  const storeUrl = inject('storeUrl');
  const page = await newPage(browser);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(storeUrl);
  await page.getByRole('heading', { name: 'Welkom bij Demo Store' }).waitFor();
  await page.getByRole('heading', { name: 'Alles voor fotografen' }).waitFor();
  // An empty cart is a plain cart icon: no order to view, no € 0,00.
  await page.getByRole('banner').getByRole('link', { name: 'Winkelwagen (leeg)' }).waitFor();
  expect(await cartTotal(page).count()).toBe(0);
  // The discounted product shows its original price struck through; the free one says so.
  const discounted = page.getByRole('article').filter({ hasText: 'Lightroom presets: Noorderlicht' });
  expect(await discounted.locator('s').textContent()).toContain('29,00');
  await page.getByRole('article').filter({ hasText: 'Gratis' }).waitFor();

  await page.goto(`${storeUrl}/alles-voor-fotografen`);
  await page.getByRole('heading', { level: 1, name: 'Alles voor fotografen' }).waitFor();
  await page.getByRole('link', { name: 'Fotografie voor beginners (e-book)' }).click();
  await page.waitForURL('**/alles-voor-fotografen/fotografie-voor-beginners-e-book');

  const seenTotals = await recordCartTotals(page);
  await addToCart(page, 'Fotografie voor beginners (e-book)');
  await expectCartTotal(page, '€ 19,95');
  // The total moved through intermediate values on its way, ending on the new total.
  const steps = await seenTotals();
  expect(steps.length).toBeGreaterThan(5);
  expect(steps.at(-1)).toContain('19,95');
  expect(await cartButton(page).textContent()).toContain('1 artikel');

  await page.getByRole('link', { name: 'Alles voor fotografen' }).click();
  await page.getByRole('link', { name: 'Lightroom presets: Noorderlicht' }).click();
  await addToCart(page, 'Lightroom presets: Noorderlicht');
  await expectCartTotal(page, '€ 43,15');

  // The same product again adds one to its line.
  await page.goto(`${storeUrl}/product/fotografie-voor-beginners-e-book`);
  await addToCart(page, 'Fotografie voor beginners (e-book)');
  await expectCartTotal(page, '€ 63,10');

  await cartButton(page).click();
  await page.waitForURL('**/cart');
  await page.getByRole('heading', { level: 1, name: 'Bestelling' }).waitFor();
  const photoQuantity = page.getByRole('spinbutton', {
    name: 'Aantal van Fotografie voor beginners (e-book)',
  });
  expect(await photoQuantity.inputValue()).toBe('2');

  await page
    .getByRole('group', { name: 'Aantal van Lightroom presets: Noorderlicht' })
    .getByRole('button', { name: 'Eén meer' })
    .click();
  const summary = page.getByRole('region', { name: 'Overzicht' });
  await summary.getByText('€ 86,30').waitFor();
  expect(
    await page.getByRole('spinbutton', { name: 'Aantal van Lightroom presets: Noorderlicht' }).inputValue(),
  ).toBe('2');

  await page.getByRole('button', { name: 'Fotografie voor beginners (e-book) verwijderen' }).click();
  await summary.getByText('€ 46,40').waitFor();
  expect(await photoQuantity.count()).toBe(0);
  expect(await summary.textContent()).toMatch(
    /Subtotaal excl\. btw€\s38,35Btw Nederland€\s8,05Totaal incl\. btw€\s46,40/,
  );

  await page.reload();
  await summary.getByText('€ 46,40').waitFor();
  expect(await page.evaluate(() => localStorage.getItem('cart_session_id'))).toHaveLength(36);
  // One way back: the header's (the title bar and the cart leave it to the header).
  expect(await page.getByRole('main').getByRole('button', { name: 'Terug' }).count()).toBe(0);
  expect(await page.getByRole('link', { name: 'Verder winkelen' }).count()).toBe(0);
  await page.getByRole('banner').getByRole('button', { name: 'Terug' }).click();
  await expectCartTotal(page, '€ 46,40');
  expect(errors).toEqual([]);
});

test('a stale or invalid cart id in local storage is discarded without an error', async () => {
  const storeUrl = inject('storeUrl');
  for (const stale of ['00000000-0000-4000-8000-000000000000', 'not-a-cart-id']) {
    const page = await newPage(browser);
    await page.goto(`${storeUrl}/page-not-found`);
    await page.evaluate((id) => localStorage.setItem('cart_session_id', id), stale);

    await page.goto(`${storeUrl}/cart`);
    await page.getByRole('heading', { name: 'Je winkelwagen is leeg' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('cart_session_id'))).toBeNull();

    // A new cart starts cleanly afterwards.
    await page.goto(`${storeUrl}/product/fotografie-voor-beginners-e-book`);
    await addToCart(page, 'Fotografie voor beginners (e-book)');
    await expectCartTotal(page, '€ 19,95');
    await page.context().close();
  }
});

test('an unknown storefront or product leads to the not-found page', async () => {
  const storeUrl = inject('storeUrl');
  const page = await newPage(browser);
  for (const path of [
    '/bestaat-niet',
    '/product/bestaat-niet',
    '/bestaat-niet/fotografie-voor-beginners-e-book',
  ]) {
    await page.goto(`${storeUrl}${path}`);
    await page.waitForURL('**/page-not-found');
    await page.getByRole('heading', { name: 'Pagina niet gevonden' }).waitFor();
  }
  await page.getByRole('link', { name: 'Naar de winkel' }).click();
  await page.getByRole('heading', { name: 'Welkom bij Demo Store' }).waitFor();
});

/** A JSON call to the server on the loopback address, with a host header naming the store or admin. */
function callApi(baseUrl: string, method: string, path: string, body?: unknown, token?: string) {
  const url = new URL(baseUrl);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<{ status: number; body: { data?: Record<string, unknown> } }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: url.port,
        path,
        method,
        headers: {
          Host: url.host,
          Accept: 'application/json',
          ...(payload ? { 'Content-Type': 'application/json' } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text || '{}') }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

test('a b2b store shows prices and the cart total excluding VAT', async () => {
  const adminUrl = inject('adminUrl');
  const login = await callApi(adminUrl, 'POST', '/v1/auth/merchant/login', {
    email: inject('demoEmail'),
    password: inject('demoPassword'),
  });
  const token = (login.body.data?.authorization as { token: string }).token;
  const slug = `groothandel-${Date.now().toString(36)}`;
  const store = await callApi(
    adminUrl,
    'POST',
    '/v1/admin/store',
    { name: 'Groothandel', slug, business_type: 'b2b' },
    token,
  );
  expect(store.status).toBe(201);
  const product = await callApi(
    adminUrl,
    'POST',
    '/v1/admin/product',
    { store_id: store.body.data?.id, name: 'Jaarlicentie', price: 10000, vat_rate: 21, status: 'for_sale' },
    token,
  );
  expect(product.status).toBe(201);

  const storeUrl = inject('storeUrl').replace('//demo.', `//${slug}.`);
  const page = await newPage(browser);
  await page.goto(storeUrl);
  const card = page.getByRole('article').filter({ hasText: 'Jaarlicentie' });
  expect(await card.textContent()).toMatch(/€\s100,00excl\. btw/);
  await card.getByRole('link').click();
  await addToCart(page, 'Jaarlicentie');
  await expectCartTotal(page, '€ 100,00');
  expect(await cartTotal(page).textContent()).toContain('excl. btw');
  // The no-image product shows the placeholder picture instead of a broken image.
  expect(await page.locator('main img').count()).toBe(0);

  await cartButton(page).click();
  const summary = page.getByRole('region', { name: 'Overzicht' });
  await summary.getByText('€ 121,00').waitFor();
  expect(await summary.textContent()).toMatch(/Subtotaal excl\. btw€\s100,00Btw Nederland€\s21,00/);
  await screenshot(page, 'shop-b2b-cart');
});
