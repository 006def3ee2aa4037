/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { DESKTOP, PHONE, newPage, screenshot } from './browser';
import { expectScreenshot } from './screenshot-compare';
import { connectBrowser } from './shared-browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

const FROZEN_TIME = new Date('2026-06-15T12:00:00Z');

/**
 * Every shop page at phone and desktop width, saved to test-results/ for a look by eye; the home,
 * product and not-found pages compared with their references. The demo store's content is fixed,
 * and the clock too (the footer names the year).
 */
for (const [size, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`the shop's pages render at ${size} width`, async () => {
    const storeUrl = inject('storeUrl');
    const page = await newPage(browser, viewport);
    await page.clock.setFixedTime(FROZEN_TIME);
    const shoot = async (name: string, compare = false) => {
      // Images load lazily; wait for those in view so the picture shows what a shopper sees.
      await page.waitForFunction(() =>
        Array.from(document.images).every((image) => image.loading === 'lazy' || image.complete),
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await (compare ? expectScreenshot : screenshot)(page, `shop-${size}-${name}`);
    };

    await page.goto(storeUrl);
    await page.getByRole('heading', { name: 'Alles voor fotografen' }).waitFor();
    await page.getByRole('img', { name: 'Bureaubladachtergronden' }).first().waitFor();
    await shoot('home', true);

    await page.goto(`${storeUrl}/alles-voor-fotografen`);
    await page.getByRole('heading', { level: 1, name: 'Alles voor fotografen' }).waitFor();
    await shoot('storefront');

    await page.getByRole('link', { name: 'Lightroom presets: Noorderlicht' }).click();
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    await page.getByText('toegevoegd aan je bestelling').waitFor();
    await shoot('product', true);

    await page.goto(`${storeUrl}/product/online-workshop-compositie`);
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    await page.getByText('toegevoegd aan je bestelling').waitFor();

    await page.goto(`${storeUrl}/cart`);
    await page.getByRole('heading', { name: 'Overzicht' }).waitFor();
    await shoot('cart');

    await page.goto(`${storeUrl}/minicart`);
    await page.getByRole('heading', { name: 'Je bestelling' }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    await shoot('minicart');

    await page.goto(`${storeUrl}/embeddedcart`);
    await page.getByRole('heading', { name: 'Je bestelling' }).waitFor();
    await shoot('embeddedcart');

    await page.goto(`${storeUrl}/geen-pagina`);
    await page.getByRole('heading', { name: 'Pagina niet gevonden' }).waitFor();
    await shoot('page-not-found', true);
  });
}
