/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** WCAG 2.1 A and AA, and axe's best practices (issue 9). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Waits until the page has settled: no page loader or placeholder left, no Headless UI transition under
 * way, the fonts in. Axe judges what is on screen, so a half-loaded page would be judged instead.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '.animate-pulse, [role="status"] > .animate-spin, [data-transition], [data-enter], [data-leave]',
      ),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Runs axe on the page as it is and fails on every serious or critical violation, one line each: the
 * rule, its impact, what it asks, and the selectors of the elements that break it.
 */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const blocking = violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' >>> '))
          .join(', ')}`,
    );
  expect(blocking, `axe on ${page.url()}`).toEqual([]);
}
