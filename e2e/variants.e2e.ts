/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { createStore, productForSale, registerMerchant } from './admin-helpers';
import { DESKTOP, NARROW_PHONE, screenshot } from './browser';
import { expect, server, shopAddress, test } from './fixtures';
import { PAY_BUTTON, consentToImmediateDelivery } from './shop-helpers';
import { useLanguage } from './visible-text';

/**
 * Variants and pay what you want (decision 076) in a real browser: the merchant adds a variant in the
 * product editor; a buyer chooses it on the product page, sees "Product – Variant" in the cart and on
 * the order page and pays; another pays what they want after a price under the minimum is refused.
 * Each at phone and at desktop width, in Dutch; the new pages are pictured in Dutch and English.
 */

const SIZES = [
  ['phone', NARROW_PHONE],
  ['desktop', DESKTOP],
] as const;

/** With SCREENSHOTS=1, the page at 360 and at 1280 pixels wide. */
async function shootBoth(page: Page, name: string) {
  for (const [label, size] of SIZES) {
    await page.setViewportSize(size);
    await screenshot(page, `${name}-${label}`);
  }
}

/**
 * A new merchant's store with one product for sale, in the admin at `viewport`; `errors` collects what
 * the admin's page (and the shopper's, given the same list) throws.
 */
async function merchantWithProduct(page: Page, name: string, viewport: { width: number; height: number }) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize(viewport);
  await registerMerchant(page, server.adminUrl, 'Variant Vera');
  const { storeId } = await createStore(page, `Varianten ${randomBytes(4).toString('hex')}`, 'Consumenten');
  return { storeId, errors, ...(await productForSale(page, storeId, name)) };
}

/** The product editor's card of the variants, by its heading. */
function variantsCard(admin: Page, title: string) {
  return admin.locator('section').filter({ has: admin.getByRole('heading', { name: title, exact: true }) });
}

/** The buyer pays on the test page and lands on the order page, which names what they bought. */
async function checkOutAndPay(shop: Page, storeUrl: string, email: string) {
  await shop.getByRole('link', { name: 'Afrekenen' }).click();
  await expect(shop).toHaveURL(`${storeUrl}/checkout`);
  await shop.getByLabel('E-mailadres').fill(email);
  await shop.getByLabel('Naam').fill('Kim de Koper');
  await consentToImmediateDelivery(shop);
  await shop.getByRole('button', { name: 'Bestellen en betalen' }).click();
  await expect(shop).toHaveURL(/\/v1\/payments\/test\//);
  await shop.getByRole('button', { name: PAY_BUTTON }).click();
  await expect(shop).toHaveURL(new RegExp(`^${storeUrl}/order/[^/]+$`));
  await expect(shop.getByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeVisible();
}

async function shopper(browser: Browser, viewport: { width: number; height: number }, errors: string[]) {
  const context = await browser.newContext({ viewport, locale: 'nl-NL' });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  return page;
}

for (const [label, viewport] of SIZES) {
  test(`the merchant adds a variant in the editor; a buyer chooses it and pays, named on the cart and the order (${label})`, async ({
    browser,
    page: admin,
  }) => {
    const { storeId, productId, productSlug, storeSlug, errors } = await merchantWithProduct(
      admin,
      'Cursus',
      viewport,
    );

    // The editor: one price, then a second variant; both named, the second in English too.
    await admin.goto(`${server.adminUrl}/store/${storeId}/products/${productId}`);
    const card = variantsCard(admin, 'Varianten');
    await expect(card.getByText('Verkocht voor één prijs.', { exact: false })).toBeVisible();
    await card.getByRole('button', { name: 'Variant toevoegen' }).click();
    await card.getByLabel('Naam (Nederlands)').first().fill('Persoonlijk');
    const second = card.getByRole('listitem').nth(1);
    await second.getByLabel('Naam (Nederlands)').fill('Met coaching');
    await second.getByLabel('Naam (English)').fill('With coaching');
    await second.getByLabel('Prijs incl. btw').fill('45,00');
    await admin.getByRole('button', { name: 'Opslaan' }).click();
    await expect(admin.getByText('Product opgeslagen')).toBeVisible();
    await expect(card.getByRole('heading', { name: 'Variant 2' })).toBeVisible();
    if (label === 'desktop') {
      await shootBoth(admin, 'variants-admin-editor-nl');
      await useLanguage(admin, 'en');
      await admin.reload();
      await expect(variantsCard(admin, 'Variants')).toBeVisible();
      await shootBoth(admin, 'variants-admin-editor-en');
      await useLanguage(admin, 'nl');
    }

    // The buyer chooses the coaching variant: the price follows the choice.
    const shop = await shopper(browser, viewport, errors);
    const storeUrl = shopAddress(storeSlug);
    await shop.goto(`${storeUrl}/product/${productSlug}`);
    const choice = shop.getByRole('group', { name: 'Kies een variant' });
    await expect(choice.getByRole('radio', { name: /Persoonlijk/ })).toBeChecked();
    await expect(shop.getByText('€ 25,00').first()).toBeVisible();
    await choice.getByRole('radio', { name: /Met coaching/ }).check();
    await expect(shop.getByText('€ 45,00').first()).toBeVisible();
    if (label === 'desktop') {
      await shootBoth(shop, 'variants-product-page-nl');
      await useLanguage(shop, 'en');
      await shop.reload();
      await expect(shop.getByRole('radio', { name: /With coaching/ })).toBeVisible();
      await shootBoth(shop, 'variants-product-page-en');
      await useLanguage(shop, 'nl');
      await shop.reload();
      await shop.getByRole('radio', { name: /Met coaching/ }).check();
    }
    await shop.getByRole('button', { name: 'In winkelwagen' }).click();
    await expect(shop.getByRole('status').filter({ hasText: 'toegevoegd aan je bestelling' })).toBeVisible();
    // The personal licence beside it: a line of its own (decision 083), whose quantity is its own.
    await choice.getByRole('radio', { name: /Persoonlijk/ }).check();
    await shop.getByRole('button', { name: 'In winkelwagen' }).click();
    await expect(shop.getByRole('status').filter({ hasText: 'toegevoegd aan je bestelling' })).toBeVisible();
    await shop.goto(`${storeUrl}/cart`);
    await expect(shop.getByRole('link', { name: 'Cursus – Met coaching' })).toBeVisible();
    await expect(shop.getByRole('link', { name: 'Cursus – Persoonlijk' })).toBeVisible();
    await shop
      .getByRole('group', { name: 'Aantal van Cursus – Persoonlijk' })
      .getByRole('button', { name: 'Eén meer' })
      .click();
    await expect(shop.getByRole('spinbutton', { name: 'Aantal van Cursus – Persoonlijk' })).toHaveValue('2');
    await expect(shop.getByRole('spinbutton', { name: 'Aantal van Cursus – Met coaching' })).toHaveValue('1');
    await expect(shop.getByRole('region', { name: 'Overzicht' }).getByText('€ 95,00').first()).toBeVisible();
    await shootBoth(shop, `variants-cart-${label}`);
    // The embed's mini cart counts both lines.
    const minicart = await shop.context().newPage();
    await minicart.goto(`${storeUrl}/minicart`);
    await expect(minicart.getByTestId('minicart-count')).toContainText('3');
    await expect(minicart.getByTestId('minicart-total')).toContainText('€ 95,00');
    await minicart.close();
    await checkOutAndPay(shop, storeUrl, `variant.${label}.${storeSlug}@example.com`);
    await expect(shop.getByText('Cursus – Met coaching')).toBeVisible();
    await expect(shop.getByText('Cursus – Persoonlijk')).toBeVisible();
    await expect(shop.getByText('€ 95,00').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test(`a buyer pays what they want: a price under the minimum is refused, their own amount is charged (${label})`, async ({
    browser,
    page: admin,
  }) => {
    const { storeId, productId, productSlug, storeSlug, errors } = await merchantWithProduct(
      admin,
      'Album',
      viewport,
    );

    // Pay what you want, at least €3, the price field the suggestion.
    await admin.goto(`${server.adminUrl}/store/${storeId}/products/${productId}`);
    const card = variantsCard(admin, 'Varianten');
    await card.getByRole('switch', { name: 'Betaal wat je wilt' }).click();
    await card.getByLabel('Minimumprijs').fill('3,00');
    await admin.getByLabel('Prijs incl. btw').fill('8,00');
    await admin.getByRole('button', { name: 'Opslaan' }).click();
    await expect(admin.getByText('Product opgeslagen')).toBeVisible();

    const shop = await shopper(browser, viewport, errors);
    const storeUrl = shopAddress(storeSlug);
    await shop.goto(`${storeUrl}/product/${productSlug}`);
    const amount = shop.getByLabel('Jouw prijs');
    await expect(amount).toHaveValue('8,00');
    await expect(shop.getByText('Minimaal € 3,00')).toBeVisible();
    await amount.fill('2,50');
    await expect(shop.getByText('Kies minstens de minimumprijs.')).toBeVisible();
    await amount.fill('12,50');
    await expect(shop.getByText('Kies minstens de minimumprijs.')).toHaveCount(0);
    await shootBoth(shop, `variants-pay-what-you-want-${label}`);
    await shop.getByRole('button', { name: 'In winkelwagen' }).click();
    await expect(shop.getByRole('status').filter({ hasText: 'toegevoegd aan je bestelling' })).toBeVisible();
    await shop.goto(`${storeUrl}/cart`);
    await expect(shop.getByRole('link', { name: 'Album' })).toBeVisible();
    await expect(shop.getByText('€ 12,50').first()).toBeVisible();
    await checkOutAndPay(shop, storeUrl, `pwyw.${label}.${storeSlug}@example.com`);
    await expect(shop.getByText('€ 12,50').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}
