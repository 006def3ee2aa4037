/// <reference lib="dom" />
// The callbacks given to locator.evaluate run in the browser.
import type { Locator, Page } from '@playwright/test';
import { DESKTOP, NARROW_PHONE, screenshot } from './browser';
import { expect, test } from './fixtures';

/** The demo's e-book, whose picture is an upright 3:4 cover (apps/api/src/modules/demo/demo-data.ts). */
const BOOK = 'Fotografie voor beginners (e-book)';

/**
 * How much of a loaded picture shows, undistorted: 1 when the whole picture is there at its own
 * shape; the share left when its frame cuts it (`object-fit: cover`) or stretches it (`fill`, the
 * default, in a frame of another shape).
 */
function shownWhole(image: Locator): Promise<number> {
  return image.evaluate((element: HTMLImageElement) => {
    if (!element.complete || element.naturalWidth === 0) return 0;
    const fit = getComputedStyle(element).objectFit;
    if (fit === 'contain' || fit === 'scale-down') return 1;
    const box = element.getBoundingClientRect();
    const framed = box.width / box.height;
    const own = element.naturalWidth / element.naturalHeight;
    return Math.round(Math.min(framed / own, own / framed) * 100) / 100;
  });
}

/** The shape the picture takes on the page: its width over its height as laid out. */
function shownShape(image: Locator): Promise<number> {
  return image.evaluate((element: HTMLImageElement) => {
    const box = element.getBoundingClientRect();
    return Math.round((box.width / box.height) * 100) / 100;
  });
}

async function bookCoverIsWhole(page: Page, storeUrl: string, width: string) {
  await page.goto(storeUrl);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: BOOK, exact: true }) });
  const cardImage = card.getByRole('img', { name: BOOK, exact: true });
  await expect(cardImage).toBeVisible();
  await expect.poll(() => shownWhole(cardImage)).toBe(1);
  await screenshot(page, `product-images-cards-${width}`);

  await page.goto(`${storeUrl}/product/fotografie-voor-beginners-e-book`);
  await expect(page.getByRole('heading', { level: 1, name: BOOK })).toBeVisible();
  const cover = page.getByRole('main').getByRole('img', { name: BOOK, exact: true });
  await expect(cover).toBeVisible();
  await expect.poll(() => shownWhole(cover)).toBe(1);
  // On the product page the picture takes its own shape, upright, rather than a frame's.
  await expect.poll(() => shownShape(cover)).toBe(0.75);
  await screenshot(page, `product-images-product-${width}`);
}

test('a book cover shows whole, upright, on the cards and the product page, at phone and desktop width', async ({
  page,
  demo,
}) => {
  await page.setViewportSize(NARROW_PHONE);
  await bookCoverIsWhole(page, demo.storeUrl, 'phone');
  await page.setViewportSize(DESKTOP);
  await bookCoverIsWhole(page, demo.storeUrl, 'desktop');
});
