/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import type { Page } from '@playwright/test';
import { createStore, openSection, registerMerchant } from './admin-helpers';
import { DESKTOP, NARROW_PHONE, screenshot } from './browser';
import { expect, server, test } from './fixtures';
import { adminCall } from './settings-helpers';

test.use({ viewport: NARROW_PHONE });

const TABS = [
  ['Winkel', ''],
  ['Account', '/account'],
  ['Bedrijfsgegevens', '/billing'],
  ['Huisstijl', '/branding'],
  ['Afrekenen', '/checkout'],
  ['E-mails', '/emails'],
  ['Meldingen', '/notifications'],
  ['Voorkeuren', '/preferences'],
  ['Betaalproviders', '/providers'],
] as const;

/** Nothing wider than the screen: no sideways scrolling, so nothing cut off at its edge. */
async function expectNoSideScroll(page: Page, where: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll, where).toBeLessThanOrEqual(widths.inner);
}

/** Opens an admin page through the main menu on a phone: the menu button, then the item. */
async function openFromMenu(page: Page, item: Parameters<typeof openSection>[1]) {
  await page.getByRole('button', { name: /^Menu/ }).click();
  await openSection(page, item);
}

test('at 360 px every admin page and settings tab fits the screen and every tab can be reached', async ({
  page,
}) => {
  const adminUrl = server.adminUrl;
  await registerMerchant(page, adminUrl, 'Smalle Sanne');
  await expectNoSideScroll(page, 'create store');
  await screenshot(page, 'phone360-create-store');
  const { storeId } = await createStore(page, 'Telefoonwinkel met een lange naam', 'Consumenten');
  const product = await adminCall(page, 'POST', '/v1/admin/product', {
    store_id: storeId,
    name: 'Handleiding',
    price: 1250,
    status: 'for_sale',
  });
  const productId = (product.body.data as { id: number }).id;
  const storefront = await adminCall(page, 'POST', '/v1/admin/storefront', {
    store_id: storeId,
    name: 'Zomer',
    slug: 'zomer',
  });
  const storefrontId = (storefront.body.data as { id: number }).id;

  // The main menu sits behind one button on a phone; each item opens its page.
  for (const [item, path, heading] of [
    ['Bestellingen', 'orders', 'Bestellingen'],
    ['Producten', 'products', 'Producten'],
    ['Storefronts', 'storefronts', 'Storefronts'],
    ['Instellingen', 'settings', 'Instellingen'],
  ] as const) {
    await openFromMenu(page, item);
    await expect(page).toHaveURL(new RegExp(`/store/${storeId}/${path}$`));
    await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
    await expectNoSideScroll(page, item);
    await screenshot(page, `phone360-${path}`);
  }
  await page.getByRole('button', { name: /^Menu/ }).click();
  await expectNoSideScroll(page, 'menu open');
  await screenshot(page, 'phone360-menu-open');
  await page.getByRole('button', { name: /^Menu/ }).click();

  for (const [path, text] of [
    [`/products/${productId}`, 'Handleiding'],
    [`/storefronts/${storefrontId}`, 'Producten in deze storefront'],
  ] as const) {
    await page.goto(`${adminUrl}/store/${storeId}${path}`);
    await expect(page.getByText(text).first()).toBeVisible();
    await expectNoSideScroll(page, path);
    await screenshot(page, `phone360-${path.split('/')[1]}-edit`);
  }

  // Every settings tab is on screen and opens with one tap: none hidden past the edge.
  await page.goto(`${adminUrl}/store/${storeId}/settings`);
  const tabs = page.getByRole('navigation', { name: 'Onderdelen van de instellingen' });
  for (const [name, segment] of TABS) {
    const tab = tabs.getByRole('link', { name, exact: true });
    await expect(tab).toBeVisible();
    const box = await tab.boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.x, name).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, name).toBeLessThanOrEqual(NARROW_PHONE.width);
    await tab.click();
    await expect(page).toHaveURL(new RegExp(`/store/${storeId}/settings${segment}$`));
    await expect(tab.and(page.locator('[aria-current="page"]'))).toBeVisible();
    await expectNoSideScroll(page, `settings${segment}`);
    await screenshot(page, `phone360-settings${segment.replace('/', '-')}`);
  }

  await page.goto(`${adminUrl}/choose-store`);
  await expect(page.getByRole('link', { name: /Telefoonwinkel/ })).toBeVisible();
  await expectNoSideScroll(page, 'choose store');
  await screenshot(page, 'phone360-choose-store');

  // At desktop width the same menu is a row of links, with no button before it.
  await page.setViewportSize(DESKTOP);
  await page.goto(`${adminUrl}/store/${storeId}/settings/branding`);
  await expect(
    page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Producten' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Menu/ })).toHaveCount(0);
  await screenshot(page, 'desktop-settings-branding');
  await page.goto(`${adminUrl}/store/${storeId}/settings/account`);
  await expect(page.getByRole('heading', { name: 'Wachtwoord' })).toBeVisible();
  await screenshot(page, 'desktop-settings-account');
});
