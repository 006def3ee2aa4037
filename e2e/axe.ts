/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import axe from 'axe-core';
import { expect, type Frame, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA, and axe's best practices (issue 9). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const BLOCKING = ['serious', 'critical'];

/**
 * Waits until the page has settled: no page loader or placeholder left, no Headless UI transition and no
 * entrance animation (a dialog rising in) under way, the fonts in. Axe judges what is on screen, so a
 * half-loaded page, or a dialog still half transparent, would be judged instead.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '.animate-pulse, [role="status"] > .animate-spin, [data-transition], [data-enter], [data-leave]',
      ) &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Loads axe-core into a frame once. Through the protocol, not a script tag: the pages' Content
 * Security Policy allows no inline script, and frames of another origin or about:blank get it too.
 */
async function loadAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => 'axe' in window)) return;
  await frame.evaluate(axe.source);
}

/**
 * Runs axe on the page as it is, frames included, and fails on every serious or critical violation,
 * one line each: the rule, its impact, what it asks, and the selectors of the elements that break it.
 * axe-core is run directly rather than through @axe-core/playwright, whose analysis opens a page of
 * its own each time and injects axe anew: 1.2 s a check against 0.4 s (decision 044).
 */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  await settled(page);
  for (const frame of page.frames()) await loadAxe(frame);
  const blocking = await page.evaluate(
    async ({ tags, blockingImpacts }) => {
      const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        // Only the violations are wanted: passes and the inapplicable would be built and thrown away.
        resultTypes: ['violations'],
      });
      return violations
        .filter((violation) => blockingImpacts.includes(violation.impact ?? ''))
        .map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
              .map((node) => node.target.join(' >>> '))
              .join(', ')}`,
        );
    },
    { tags: TAGS, blockingImpacts: BLOCKING },
  );
  expect(blocking, `axe on ${page.url()}`).toEqual([]);
}
