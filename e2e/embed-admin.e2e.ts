/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import { signIn } from './admin-helpers';
import { DESKTOP, PHONE, screenshot, screenshotsRequested } from './browser';
import { expect, server, test } from './fixtures';

test('the storefront editor hands out the snippets, copies them and previews them live', async ({
  context,
  page,
  demo,
}) => {
  const adminUrl = server.adminUrl;
  const storeOrigin = new URL(demo.storeUrl).origin;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: adminUrl });
  await signIn(page, adminUrl, demo.email, demo.password);
  await page.goto(`${adminUrl}/store/${demo.storeId}/storefronts`);
  await page.getByRole('link', { name: 'Alles voor fotografen' }).click();
  const card = page.locator('section', { has: page.getByRole('heading', { name: 'Op je eigen website' }) });
  const snippet = page.getByTestId('embed-snippet');
  // A choice is made on its card, as a person taps it: its radio is hidden inside the card's label.
  const choose = async (name: string) => {
    const radio = page.getByRole('radio', { name });
    await page.locator('label', { has: radio }).click();
    await expect(radio).toBeChecked();
  };
  await expect(snippet).toBeVisible();

  // The snippet's text to the character (toHaveText would even out its line breaks and indent).
  await expect
    .poll(() => snippet.textContent())
    .toBe(
      [
        `<script src="${storeOrigin}/embed.js" async></script>`,
        '<div data-shop-embed="storefront" data-storefront="alles-voor-fotografen">',
        `  <a href="${storeOrigin}/alles-voor-fotografen">Alles voor fotografen</a>`,
        '</div>',
      ].join('\n'),
    );
  // The demo store's allow-list is empty: any site may embed it, and the panel says so.
  await expect(page.getByText('Elke website mag je winkel insluiten.')).toBeVisible();

  await page.getByRole('button', { name: 'Kopieer code' }).click();
  await expect(page.getByText('Gekopieerd')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await snippet.textContent());

  await choose('Eén product');
  await expect(snippet).toContainText('data-shop-embed="product" data-product="');
  await choose('Winkelwagen');
  await expect
    .poll(() => snippet.textContent())
    .toBe(`<script src="${storeOrigin}/embed.js" async></script>\n<div data-shop-embed="minicart"></div>`);

  // The preview opens on the store's own preview page, with the same embed script and frame.
  await choose('Storefront');
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Voorbeeld bekijken' }).click();
  const preview = await popup;
  const iframe = preview.locator('[data-shop-embed] iframe');
  const frame = await (await iframe.elementHandle())!.contentFrame();
  await expect(frame!.getByRole('heading', { level: 1, name: 'Alles voor fotografen' })).toBeVisible();
  await expect
    .poll(() => iframe.evaluate((element) => element.getBoundingClientRect().height))
    .toBeGreaterThan(300);
  await screenshot(preview, 'embed-admin-preview');

  if (screenshotsRequested()) {
    for (const [viewport, name] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      await page.setViewportSize(viewport);
      // In the middle of the screen, clear of the admin's sticky header.
      await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await card.screenshot({ path: `test-results/embed-admin-snippets-${name}.png` });
    }
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'embed-admin-storefront-desktop');
});
