import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS, DESKTOP } from './e2e/browser';

/**
 * The browser journeys (docs/testing.md): Debian's Chromium driven by Playwright Test, against one
 * server the global setup starts the way `npm start` does. Files run in parallel workers, each journey
 * on a demo store of its own (e2e/fixtures.ts); no retries, so a flaky journey fails.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.e2e.ts',
  globalSetup: './e2e/global-setup.ts',
  outputDir: 'test-results/e2e',
  snapshotPathTemplate: 'e2e/screenshots/{arg}{ext}',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Decision 021's tolerance: a pixel differs beyond YIQ distance 0.1, a page by at most 0.01 % of them.
    toHaveScreenshot: { threshold: 0.1, maxDiffPixelRatio: 0.0001, animations: 'disabled', caret: 'hide' },
  },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e/results.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    viewport: DESKTOP,
    // The journeys' shopper is Dutch: the shop starts in the browser's language (decision 068). Every
    // context a journey opens takes this unless it names another.
    locale: 'nl-NL',
    // A trace records every action and costs 70 % more CPU; E2E_TRACE=retain-on-failure keeps one.
    trace: (process.env.E2E_TRACE as 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
  },
});
