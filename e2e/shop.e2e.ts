/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import type { Page } from '@playwright/test';
import { screenshot } from './browser';
import { callApi, dataOf, expect, merchantToken, server, shopAddress, test } from './fixtures';

/** The header's cart button; its accessible name starts with cartButton.viewOrderLabel. */
const cartButton = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Bekijk bestelling/ });
const cartTotal = (page: Page) => page.getByTestId('cart-total');

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
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await page.getByRole('button', { name: 'In winkelwagen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'toegevoegd aan je bestelling' })).toBeVisible();
}

test('a shopper browses the demo store, fills the cart, changes it and keeps it after a reload', async ({
  page,
  demo,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(demo.storeUrl);
  await expect(page.getByRole('heading', { name: 'Welkom bij Demo Store' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Alles voor fotografen' })).toBeVisible();
  // An empty cart is a plain cart icon: no order to view, no € 0,00.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Winkelwagen (leeg)' })).toBeVisible();
  await expect(cartTotal(page)).toHaveCount(0);
  // The discounted product shows its original price struck through; the free one says so.
  const discounted = page.getByRole('article').filter({ hasText: 'Lightroom presets: Noorderlicht' });
  await expect(discounted.locator('s')).toContainText('29,00');
  await expect(page.getByRole('article').filter({ hasText: 'Gratis' })).toBeVisible();

  await page.goto(`${demo.storeUrl}/alles-voor-fotografen`);
  await expect(page.getByRole('heading', { level: 1, name: 'Alles voor fotografen' })).toBeVisible();
  await page.getByRole('link', { name: 'Fotografie voor beginners (e-book)' }).click();
  await expect(page).toHaveURL(/\/alles-voor-fotografen\/fotografie-voor-beginners-e-book$/);

  const seenTotals = await recordCartTotals(page);
  await addToCart(page, 'Fotografie voor beginners (e-book)');
  await expect(cartTotal(page)).toContainText('€ 19,95');
  // The total moved through intermediate values on its way, ending on the new total.
  const steps = await seenTotals();
  expect(steps.length).toBeGreaterThan(5);
  expect(steps.at(-1)).toContain('19,95');
  await expect(cartButton(page)).toContainText('1 artikel');

  await page.getByRole('link', { name: 'Alles voor fotografen' }).click();
  await page.getByRole('link', { name: 'Lightroom presets: Noorderlicht' }).click();
  await addToCart(page, 'Lightroom presets: Noorderlicht');
  await expect(cartTotal(page)).toContainText('€ 43,15');

  // The same product again adds one to its line.
  await page.goto(`${demo.storeUrl}/product/fotografie-voor-beginners-e-book`);
  await addToCart(page, 'Fotografie voor beginners (e-book)');
  await expect(cartTotal(page)).toContainText('€ 63,10');

  await cartButton(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bestelling' })).toBeVisible();
  const photoQuantity = page.getByRole('spinbutton', {
    name: 'Aantal van Fotografie voor beginners (e-book)',
  });
  await expect(photoQuantity).toHaveValue('2');

  await page
    .getByRole('group', { name: 'Aantal van Lightroom presets: Noorderlicht' })
    .getByRole('button', { name: 'Eén meer' })
    .click();
  const summary = page.getByRole('region', { name: 'Overzicht' });
  await expect(summary.getByText('€ 86,30')).toBeVisible();
  await expect(
    page.getByRole('spinbutton', { name: 'Aantal van Lightroom presets: Noorderlicht' }),
  ).toHaveValue('2');

  await page.getByRole('button', { name: 'Fotografie voor beginners (e-book) verwijderen' }).click();
  await expect(summary.getByText('€ 46,40')).toBeVisible();
  await expect(photoQuantity).toHaveCount(0);
  await expect(summary).toHaveText(
    /Subtotaal excl\. btw€\s38,35Btw Nederland€\s8,05Totaal incl\. btw€\s46,40/,
  );

  await page.reload();
  await expect(summary.getByText('€ 46,40')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cart_session_id'))).toHaveLength(36);
  // One way back: the header's (the title bar and the cart leave it to the header).
  await expect(page.getByRole('main').getByRole('button', { name: 'Terug' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Verder winkelen' })).toHaveCount(0);
  await page.getByRole('banner').getByRole('button', { name: 'Terug' }).click();
  await expect(cartTotal(page)).toContainText('€ 46,40');
  expect(errors).toEqual([]);
});

test('a stale or invalid cart id in local storage is discarded without an error', async ({
  browser,
  demo,
}) => {
  for (const stale of ['00000000-0000-4000-8000-000000000000', 'not-a-cart-id']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${demo.storeUrl}/page-not-found`);
    await page.evaluate((id) => localStorage.setItem('cart_session_id', id), stale);

    await page.goto(`${demo.storeUrl}/cart`);
    await expect(page.getByRole('heading', { name: 'Je winkelwagen is leeg' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cart_session_id'))).toBeNull();

    // A new cart starts cleanly afterwards.
    await page.goto(`${demo.storeUrl}/product/fotografie-voor-beginners-e-book`);
    await addToCart(page, 'Fotografie voor beginners (e-book)');
    await expect(cartTotal(page)).toContainText('€ 19,95');
    await context.close();
  }
});

/**
 * Holds the next request for the cart until the returned release is called, so a journey can act while
 * it is on its way, as a shopper on a slow connection does.
 */
async function holdCartRequest(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => /\/v1\/store\/[^/]+\/cart\/./.test(url.pathname),
    async (route) => {
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  return release;
}

test('an add made while the cart is still loading keeps every line of the cart', async ({ page, demo }) => {
  await page.goto(`${demo.storeUrl}/product/fotografie-voor-beginners-e-book`);
  await addToCart(page, 'Fotografie voor beginners (e-book)');
  await page.goto(`${demo.storeUrl}/product/lightroom-presets-noorderlicht`);
  await addToCart(page, 'Lightroom presets: Noorderlicht');
  await expect(cartTotal(page)).toContainText('€ 43,15');

  // The cart is still on its way when the shopper adds the e-book again on a freshly opened page.
  const cartArrives = await holdCartRequest(page);
  await page.goto(`${demo.storeUrl}/product/fotografie-voor-beginners-e-book`);
  await page.getByRole('button', { name: 'In winkelwagen' }).click();
  cartArrives();
  await expect(page.getByRole('status').filter({ hasText: 'toegevoegd aan je bestelling' })).toBeVisible();
  await expect(cartTotal(page)).toContainText('€ 63,10');

  // The server kept both lines and the added one.
  await cartButton(page).click();
  await expect(page.getByRole('region', { name: 'Overzicht' }).getByText('€ 63,10')).toBeVisible();
  await expect(
    page.getByRole('spinbutton', { name: 'Aantal van Fotografie voor beginners (e-book)' }),
  ).toHaveValue('2');
});

test('an unknown storefront or product leads to the not-found page', async ({ page, demo }) => {
  for (const path of [
    '/bestaat-niet',
    '/product/bestaat-niet',
    '/bestaat-niet/fotografie-voor-beginners-e-book',
  ]) {
    await page.goto(`${demo.storeUrl}${path}`);
    await expect(page).toHaveURL(/\/page-not-found$/);
    await expect(page.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Naar de winkel' }).click();
  await expect(page.getByRole('heading', { name: 'Welkom bij Demo Store' })).toBeVisible();
});

test('a b2b store shows prices and the cart total excluding VAT', async ({ page, demo }) => {
  const token = await merchantToken(demo);
  const slug = `groothandel-${demo.slug}`;
  const store = await dataOf<{ id: number }>(
    callApi(
      `${server.adminUrl}/v1/admin/store`,
      'POST',
      { name: 'Groothandel', slug, business_type: 'b2b' },
      token,
    ),
  );
  await dataOf(
    callApi(
      `${server.adminUrl}/v1/admin/product`,
      'POST',
      { store_id: store.id, name: 'Jaarlicentie', price: 10000, vat_rate: 21, status: 'for_sale' },
      token,
    ),
  );

  await page.goto(shopAddress(slug));
  const card = page.getByRole('article').filter({ hasText: 'Jaarlicentie' });
  await expect(card).toHaveText(/€\s100,00excl\. btw/);
  await card.getByRole('link').click();
  await addToCart(page, 'Jaarlicentie');
  await expect(cartTotal(page)).toContainText('€ 100,00');
  await expect(cartTotal(page)).toContainText('excl. btw');
  // The no-image product shows the placeholder picture instead of a broken image.
  await expect(page.locator('main img')).toHaveCount(0);
  // ... in a 4:3 frame as wide as the gallery, not an empty bar the height of its icon.
  const placeholder = page.getByRole('article').getByRole('img', { name: 'Jaarlicentie', exact: true });
  await expect
    .poll(async () => {
      const box = await placeholder.boundingBox();
      return box ? Math.round((box.height / box.width) * 100) : null;
    })
    .toBe(75);

  await cartButton(page).click();
  const summary = page.getByRole('region', { name: 'Overzicht' });
  await expect(summary.getByText('€ 121,00')).toBeVisible();
  await expect(summary).toHaveText(/Subtotaal excl\. btw€\s100,00Btw Nederland€\s21,00/);
  await screenshot(page, 'shop-b2b-cart');
});
