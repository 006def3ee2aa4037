/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { signIn } from './admin-helpers';
import { DESKTOP, PHONE, screenshot } from './browser';
import { connectBrowser } from './shared-browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

test('the storefront editor hands out the snippets, copies them and previews them live', async () => {
  const adminUrl = inject('adminUrl');
  const storeOrigin = new URL(inject('storeUrl')).origin;
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: adminUrl });
  const page = await context.newPage();
  await signIn(page, adminUrl, inject('demoEmail'), inject('demoPassword'));
  await page.goto(`${adminUrl}/store/1/storefronts`);
  await page.getByRole('link', { name: 'Alles voor fotografen' }).click();
  const card = page.locator('section', { has: page.getByRole('heading', { name: 'Op je eigen website' }) });
  const snippet = page.getByTestId('embed-snippet');
  await snippet.waitFor();

  expect(await snippet.textContent()).toBe(
    [
      `<script src="${storeOrigin}/embed.js" async></script>`,
      '<div data-shop-embed="storefront" data-storefront="alles-voor-fotografen">',
      `  <a href="${storeOrigin}/alles-voor-fotografen">Alles voor fotografen</a>`,
      '</div>',
    ].join('\n'),
  );
  // The demo store's allow-list is empty: any site may embed it, and the panel says so.
  await page.getByText('Elke website mag je winkel insluiten.').waitFor();

  await page.getByRole('button', { name: 'Kopieer code' }).click();
  await page.getByText('Gekopieerd').waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await snippet.textContent());

  await page.getByRole('radio', { name: 'Eén product' }).check({ force: true });
  expect(await snippet.textContent()).toContain('data-shop-embed="product" data-product="');
  await page.getByRole('radio', { name: 'Winkelwagen' }).check({ force: true });
  expect(await snippet.textContent()).toBe(
    `<script src="${storeOrigin}/embed.js" async></script>\n<div data-shop-embed="minicart"></div>`,
  );

  // The preview opens on the store's own preview page, with the same embed script and frame.
  await page.getByRole('radio', { name: 'Storefront' }).check({ force: true });
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Voorbeeld bekijken' }).click(),
  ]);
  const frame = await (await preview.waitForSelector('[data-shop-embed] iframe')).contentFrame();
  await frame!.getByRole('heading', { level: 1, name: 'Alles voor fotografen' }).waitFor();
  await preview.waitForFunction(
    () => (document.querySelector('[data-shop-embed] iframe')?.getBoundingClientRect().height ?? 0) > 300,
  );
  await screenshot(preview, 'embed-admin-preview');

  for (const [viewport, name] of [
    [PHONE, 'phone'],
    [DESKTOP, 'desktop'],
  ] as const) {
    await page.setViewportSize(viewport);
    // In the middle of the screen, clear of the admin's sticky header.
    await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await card.screenshot({ path: `test-results/embed-admin-snippets-${name}.png` });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'embed-admin-storefront-desktop');
  await context.close();
});
