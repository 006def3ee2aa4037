/// <reference lib="dom" />
// The callback given to page.evaluate runs in the browser.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { expect } from 'vitest';

const REFERENCES = path.resolve(import.meta.dirname, 'screenshots');
const RESULTS = path.resolve(import.meta.dirname, '..', 'test-results');

/**
 * The tolerance (decision 021). Two pixels are the same when pixelmatch's colour distance is below
 * PIXEL_THRESHOLD, and pixels it finds to be antialiasing are not counted; the page matches when at
 * most MAX_DIFFERING_SHARE of its pixels differ beyond that: room for text rendered a shade
 * differently, none for a moved, missing or restyled element.
 */
const PIXEL_THRESHOLD = 0.1;
const MAX_DIFFERING_SHARE = 0.0001;

/** How long a page may keep changing (a price counting up, an image decoding) before it is shot. */
const SETTLE_INTERVAL_MS = 300;
const SETTLE_ATTEMPTS = 10;

/**
 * A full-page screenshot once two taken an interval apart are the same: CSS animations are stopped
 * by Playwright, but the shop animates prices from script (AnimatedPrice), which only waiting ends.
 */
async function settledScreenshot(page: Page): Promise<Buffer> {
  const shoot = () => page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  let previous = await shoot();
  for (let attempt = 0; attempt < SETTLE_ATTEMPTS; attempt++) {
    await page.waitForTimeout(SETTLE_INTERVAL_MS);
    const next = await shoot();
    if (next.equals(previous)) return next;
    previous = next;
  }
  throw new Error(`The page kept changing for ${SETTLE_INTERVAL_MS * SETTLE_ATTEMPTS} ms`);
}

/**
 * Compares a full-page screenshot with the committed reference e2e/screenshots/<name>.png, writing
 * the screenshot (and, on a mismatch, a picture of the differing pixels) to test-results/. With
 * UPDATE_SCREENSHOTS=1 it writes the reference instead: look at the new pictures before committing.
 */
export async function expectScreenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const actual = await settledScreenshot(page);
  const referencePath = path.join(REFERENCES, `${name}.png`);
  if (process.env.UPDATE_SCREENSHOTS === '1') {
    mkdirSync(REFERENCES, { recursive: true });
    writeFileSync(referencePath, actual);
    return;
  }
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(path.join(RESULTS, `${name}.png`), actual);
  expect(existsSync(referencePath), `no reference ${name}.png: make it with UPDATE_SCREENSHOTS=1`).toBe(true);

  const shot = PNG.sync.read(actual);
  const reference = PNG.sync.read(readFileSync(referencePath));
  expect({ width: shot.width, height: shot.height }, `${name}: size`).toEqual({
    width: reference.width,
    height: reference.height,
  });
  const diff = new PNG({ width: shot.width, height: shot.height });
  const differing = pixelmatch(shot.data, reference.data, diff.data, shot.width, shot.height, {
    threshold: PIXEL_THRESHOLD,
  });
  const allowed = Math.floor(shot.width * shot.height * MAX_DIFFERING_SHARE);
  if (differing > allowed) writeFileSync(path.join(RESULTS, `${name}.diff.png`), PNG.sync.write(diff));
  expect(differing, `${name}: differing pixels, see test-results/${name}.diff.png`).toBeLessThanOrEqual(
    allowed,
  );
}
