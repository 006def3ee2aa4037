/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import type { FrameLocator, Page } from '@playwright/test';
import { DESKTOP, NARROW_PHONE, screenshot } from './browser';
import { callApi, dataOf, expect, merchantToken, server, type DemoStore } from './fixtures';
import { hostPage, withHostSite } from './host-site';
import { PAY_BUTTON, consentToImmediateDelivery } from './shop-helpers';

/**
 * The checkout over the merchant's own website (issue 32, decision 080), in Dutch: a buy-now link on
 * a page of another site, marked for the overlay, opens the checkout over that page; the buyer pays
 * with the test provider and sees the paid order inside it, closes it and is still on the page.
 */
const PRODUCT = { slug: 'fotografie-voor-beginners-e-book', name: 'Fotografie voor beginners (e-book)' };
const BUY_LINK = 'Koop het e-book';
const CLOSE = 'Sluiten en terug naar de website';
const OVERLAY = 'body > iframe[src*="embed_overlay=1"]';

const test = withHostSite((url, storeOrigin) =>
  url.pathname === '/ebook.html'
    ? hostPage(
        'Fotoblog · E-book',
        `<header><h1>Mijn fotoblog</h1>
  <div class="mini"><div data-shop-embed="minicart"></div></div></header>
<main><p class="lead">Mijn e-book voor wie net begint: alles over licht, compositie en je eerste camera.</p>
  <p><a class="buy" href="${storeOrigin}/buy/${PRODUCT.slug}" data-shop-overlay>${BUY_LINK}</a></p>
  <p style="min-height: 120vh">Lees verder over mijn werk hieronder.</p></main>`,
        storeOrigin,
      )
    : null,
);

/** Opens the merchant's page, once embed.js listens, scrolled a little as a reader would be. */
async function openHostPage(page: Page, origin: string) {
  await page.goto(`${origin}/ebook.html`);
  await expect.poll(() => page.evaluate(() => '__shopEmbed' in window)).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 40));
}

/** Clicks the buy-now link and answers the overlay, with the checkout in it and the page behind held. */
async function openOverlay(page: Page, origin: string): Promise<FrameLocator> {
  await page.getByRole('link', { name: BUY_LINK }).click();
  const overlay = page.frameLocator(OVERLAY);
  await expect(overlay.getByRole('heading', { level: 1, name: 'Afrekenen' })).toBeVisible();
  await expect(overlay.getByRole('region', { name: 'Je bestelling' }).getByText(PRODUCT.name)).toBeVisible();
  await expect(page).toHaveURL(`${origin}/ebook.html`);
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
  return overlay;
}

/** The close button sits beside the language switch, never over it. */
async function expectCloseBesideLanguage(overlay: FrameLocator) {
  const header = overlay.getByRole('banner');
  const close = await header.getByRole('button', { name: CLOSE }).boundingBox();
  const language = await header.getByRole('combobox', { name: 'Taal' }).boundingBox();
  expect(close && language).toBeTruthy();
  expect(language!.x + language!.width).toBeLessThanOrEqual(close!.x);
}

async function payInOverlay(overlay: FrameLocator, email: string) {
  await overlay.getByLabel('E-mailadres').fill(email);
  await overlay.getByLabel('Naam').fill('Olga Overlay');
  await consentToImmediateDelivery(overlay);
  await overlay.getByRole('button', { name: 'Bestellen en betalen' }).click();
  // The test provider's page, framed in the overlay as the store's checkout is.
  await overlay.getByRole('button', { name: PAY_BUTTON }).click();
  await expect(overlay.getByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeVisible();
  // The goods at once: the overlay's frame opened the order by its header, not the cookie.
  await expect(overlay.getByRole('heading', { name: 'Je aankoop' })).toBeVisible();
}

/** Closes the overlay with its button: the page is as it was, focus back on the link. */
async function closeOverlay(page: Page, overlay: FrameLocator, origin: string) {
  await overlay.getByRole('banner').getByRole('button', { name: CLOSE }).click();
  await expect(page.locator(OVERLAY)).toHaveCount(0);
  await expect(page).toHaveURL(`${origin}/ebook.html`);
  await expect(page.getByRole('link', { name: BUY_LINK })).toBeFocused();
  // Scrolling is the page's again, and it did not jump to its top (the mini cart above may have grown).
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
}

for (const [viewport, width] of [
  [NARROW_PHONE, 360],
  [DESKTOP, 1280],
] as const) {
  test(`at ${width} px a buyer buys through a link on the merchant's site, pays and closes the overlay, still on the site`, async ({
    page,
    host,
    demo,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize(viewport);
    await openHostPage(page, host.origin);
    const overlay = await openOverlay(page, host.origin);
    await expectCloseBesideLanguage(overlay);
    // What the buyer sees: the viewport, as the overlay covers it (a full-page picture would not).
    await screenshot(page, `embed-overlay-checkout-${width}`, { fullPage: false });

    // Escape closes it too, pressed where the buyer types, and the link opens it again.
    await overlay.getByLabel('E-mailadres').press('Escape');
    await expect(page.locator(OVERLAY)).toHaveCount(0);
    await expect(page.getByRole('link', { name: BUY_LINK })).toBeFocused();
    const again = await openOverlay(page, host.origin);

    await payInOverlay(again, `overlay.${width}.${demo.slug}@example.com`);
    await expectCloseBesideLanguage(again);
    await screenshot(page, `embed-overlay-paid-${width}`, { fullPage: false });
    await closeOverlay(page, again, host.origin);
    expect(errors).toEqual([]);
  });
}

async function sellMonthly(demo: DemoStore) {
  const token = await merchantToken(demo);
  const products = await dataOf<{ id: number; name: string }[]>(
    callApi(
      `${server.adminUrl}/v1/admin/product?store_id=${demo.storeId}&search=${encodeURIComponent(PRODUCT.name)}`,
      'GET',
      undefined,
      token,
    ),
  );
  const product = products.find((candidate) => candidate.name === PRODUCT.name)!;
  await dataOf(
    callApi(
      `${server.adminUrl}/v1/admin/product/${product.id}`,
      'PUT',
      { store_id: demo.storeId, subscription_interval: 'month' },
      token,
    ),
  );
}

test('a buyer subscribes through the overlay and sees the subscription on the order inside it', async ({
  page,
  host,
  demo,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await sellMonthly(demo);
  await page.setViewportSize(NARROW_PHONE);
  await openHostPage(page, host.origin);
  const overlay = await openOverlay(page, host.origin);
  await payInOverlay(overlay, `abonnee.${demo.slug}@example.com`);
  const summary = overlay.getByRole('region', { name: 'Overzicht' });
  await expect(summary.getByText(PRODUCT.name)).toBeVisible();
  await expect(summary.getByText('€ 19,95 per maand')).toBeVisible();
  await screenshot(page, 'embed-overlay-subscribed-360', { fullPage: false });
  await closeOverlay(page, overlay, host.origin);
  expect(errors).toEqual([]);
});
