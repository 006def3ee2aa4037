/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import type { Page } from '@playwright/test';
import { createStore, registerMerchant } from './admin-helpers';
import { DESKTOP, NARROW_PHONE, downloadedText, screenshot } from './browser';
import { expect, server, shopAddress, test } from './fixtures';
import { adminCall } from './settings-helpers';
import { orderThroughApi } from './shop-helpers';

/** A full-page screenshot at 360 px and at desktop width, ending at desktop width. */
async function shootBoth(page: Page, name: string) {
  await page.setViewportSize(NARROW_PHONE);
  // The chart redraws at the new width once it has seen the change.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await screenshot(page, `${name}-phone360`);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-desktop`);
}

test("a new store's home guides to the first sale; after a few orders it shows how the store sells", async ({
  browser,
  page: admin,
}) => {
  await registerMerchant(admin, server.adminUrl, 'Dirk Dashboard');
  const { storeId } = await createStore(admin, 'Dirks Drukwerk', 'Consumenten');

  // The checklist: nothing done yet, each step a link to where it is done.
  const checklist = admin.locator('section', {
    has: admin.getByRole('heading', { name: 'Op weg naar je eerste verkoop' }),
  });
  await expect(checklist.getByText('0 van 5 stappen gedaan')).toBeVisible();
  for (const link of [
    'Naar producten',
    'Naar betaalproviders',
    'Naar bedrijfsgegevens',
    'Naar huisstijl',
    'Naar de testmodus',
  ]) {
    await expect(checklist.getByRole('link', { name: link })).toBeVisible();
  }
  await shootBoth(admin, 'dashboard-checklist');

  const product = await adminCall(admin, 'POST', '/v1/admin/product', {
    store_id: storeId,
    name: 'Posterset',
    price: 1500,
    status: 'for_sale',
  });
  const productId = (product.body.data as { id: number }).id;
  await adminCall(admin, 'POST', '/v1/admin/settings', {
    store_id: storeId,
    settings: { primary_color: '#0f766e' },
  });
  await admin.reload();
  await expect(checklist.getByText('2 van 5 stappen gedaan')).toBeVisible();
  await checklist.getByRole('link', { name: 'Naar betaalproviders' }).click();
  await expect(admin).toHaveURL(new RegExp(`/store/${storeId}/settings/providers$`));

  // Three paid orders through the test provider, and one left unpaid.
  const slug = ((await adminCall(admin, 'GET', `/v1/admin/store/${storeId}`)).body.data as { slug: string })
    .slug;
  const shopContext = await browser.newContext();
  const shop = await shopContext.newPage();
  await shop.goto(shopAddress(slug));
  for (const buyer of ['an@example.com', 'bo@example.com', 'cor@example.com']) {
    const order = await orderThroughApi(shop, productId, buyer);
    await shop.goto(order.link.body.data!.url);
    await shop.getByRole('button', { name: /^(Betaling gelukt|Payment succeeds)$/ }).click();
    await expect(shop).toHaveURL(/\/order\//);
    await shop.goto(shopAddress(slug));
  }
  await orderThroughApi(shop, productId, 'dirk.later@example.com');
  await shopContext.close();

  // The header's logo leads to the store's home, which now shows the figures.
  await admin.getByRole('link', { name: 'Winkel', exact: true }).first().click();
  await expect(admin).toHaveURL(new RegExp(`/store/${storeId}$`));
  await expect(admin.getByRole('heading', { name: 'Verkopen per dag' })).toBeVisible();
  const figure = (label: string) => admin.getByRole('group', { name: label, exact: true });
  await expect(figure('Omzet')).toHaveText(/€\s45,00/);
  await expect(figure('Bestellingen')).toContainText('3');
  await expect(admin.locator('figure canvas').first()).toBeVisible();
  const best = admin.locator('section', { has: admin.getByRole('heading', { name: 'Best verkocht' }) });
  await expect(best).toContainText('Posterset');
  await expect(best).toContainText('3 verkocht');
  const latest = admin.locator('section', {
    has: admin.getByRole('heading', { name: 'Laatste bestellingen' }),
  });
  await expect(latest.getByRole('link')).toHaveCount(4);
  await admin.getByLabel('Periode').selectOption('7');
  await expect(admin.getByText('Omzet en bestellingen van de laatste 7 dagen')).toBeVisible();
  await shootBoth(admin, 'dashboard-sales');

  // The orders as CSV, amounts in euros.
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: 'Bestellingen exporteren (CSV)' }).click(),
  ]);
  const csv = await downloadedText(download);
  const rows = csv.trim().split('\r\n');
  expect(rows).toHaveLength(5);
  expect(rows.filter((row) => row.includes('"paid"') && row.includes('"15.00"'))).toHaveLength(3);
  expect(download.suggestedFilename()).toBe(`bestellingen-${slug}.csv`);
});
