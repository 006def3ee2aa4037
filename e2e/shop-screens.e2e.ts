/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import type { Page } from '@playwright/test';
import { DESKTOP, PHONE, screenshot } from './browser';
import { expect, test } from './fixtures';

const FROZEN_TIME = new Date('2026-06-15T12:00:00Z');

/**
 * Shows what a shopper sees once the images in view have loaded (they load lazily): compared with the
 * reference in e2e/screenshots/, or saved for a look by eye on request. No page scrolls sideways.
 */
async function shoot(page: Page, name: string, compare = false) {
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => image.loading === 'lazy' || image.complete),
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  if (compare) await expect(page).toHaveScreenshot(`${name}.png`, { fullPage: true });
  else await screenshot(page, name);
}

/**
 * Every shop page at phone and desktop width; the home, product and not-found pages compared with their
 * references. The demo store's content is fixed, and the clock too (the footer names the year).
 */
for (const [size, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`the shop's pages render at ${size} width`, async ({ page, demo }) => {
    await page.setViewportSize(viewport);
    await page.clock.setFixedTime(FROZEN_TIME);

    await page.goto(demo.storeUrl);
    await expect(page.getByRole('heading', { name: 'Alles voor fotografen' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Bureaubladachtergronden' }).first()).toBeVisible();
    await shoot(page, `shop-${size}-home`, true);

    await page.goto(`${demo.storeUrl}/alles-voor-fotografen`);
    await expect(page.getByRole('heading', { level: 1, name: 'Alles voor fotografen' })).toBeVisible();
    await shoot(page, `shop-${size}-storefront`);

    await page.getByRole('link', { name: 'Lightroom presets: Noorderlicht' }).click();
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    await expect(page.getByText('toegevoegd aan je bestelling')).toBeVisible();
    await shoot(page, `shop-${size}-product`, true);

    await page.goto(`${demo.storeUrl}/product/online-workshop-compositie`);
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    await expect(page.getByText('toegevoegd aan je bestelling')).toBeVisible();

    await page.goto(`${demo.storeUrl}/cart`);
    await expect(page.getByRole('heading', { name: 'Overzicht' })).toBeVisible();
    await shoot(page, `shop-${size}-cart`);

    await page.goto(`${demo.storeUrl}/minicart`);
    await expect(page.getByRole('heading', { name: 'Je bestelling' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await shoot(page, `shop-${size}-minicart`);

    await page.goto(`${demo.storeUrl}/embeddedcart`);
    await expect(page.getByRole('heading', { name: 'Je bestelling' })).toBeVisible();
    await shoot(page, `shop-${size}-embeddedcart`);

    await page.goto(`${demo.storeUrl}/geen-pagina`);
    await expect(page.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeVisible();
    await shoot(page, `shop-${size}-page-not-found`, true);
  });
}
