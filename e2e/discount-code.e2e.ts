/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { createStore, productForSale, registerMerchant } from './admin-helpers';
import { DESKTOP, PHONE, newPage, screenshot } from './browser';
import { connectBrowser } from './shared-browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

// The test page speaks the browser's language (Accept-Language), not the shop's.
const PAY_BUTTON = /^(Betaling gelukt|Payment succeeds)$/;

/** A full-page screenshot at phone and at desktop width. */
async function shoot(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-desktop`);
}

test('the merchant makes a code for one product; a shopper is told why a wrong code fails, applies the right one in the cart and at checkout, pays, and the admin counts the use', async () => {
  const adminUrl = inject('adminUrl');
  const errors: string[] = [];
  const admin = await newPage(browser);
  admin.on('pageerror', (error) => errors.push(error.message));
  await registerMerchant(admin, adminUrl, 'Korting Kees');
  const storeId = await createStore(admin, `Korting ${Date.now()}`, 'Consumenten');
  const { productSlug, storeSlug } = await productForSale(admin, storeId, 'Cursus aquarelleren');
  await productForSale(admin, storeId, 'Penselenset');

  // From the products to the codes; a new code of 10 % for the course only, five uses.
  await admin.goto(`${adminUrl}/store/${storeId}/products`);
  await admin.getByRole('link', { name: 'Kortingscodes' }).click();
  await admin.waitForURL(`**/store/${storeId}/products/discount-codes`);
  await admin.getByText('Nog geen kortingscodes').waitFor();
  await admin.getByRole('button', { name: 'Nieuwe kortingscode' }).first().click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Code', { exact: true }).fill('Welkom10');
  await dialog.getByLabel('Percentage').fill('10');
  await dialog.getByRole('searchbox', { name: 'Producten zoeken' }).fill('aquarel');
  await dialog.getByRole('checkbox', { name: 'Cursus aquarelleren' }).check();
  await dialog.getByRole('list', { name: 'Gekozen producten' }).getByText('Cursus aquarelleren').waitFor();
  await dialog.getByText('Voor 1 product').waitFor();
  await dialog.getByLabel('Aantal keer in totaal').fill('5');
  await shoot(admin, 'discount-code-dialog');
  await dialog.getByRole('button', { name: 'Code aanmaken' }).click();
  await admin.getByText('Kortingscode aangemaakt.').waitFor();
  const row = admin.getByTestId('discount-code-row').filter({ hasText: 'Welkom10' });
  await row.getByText('10 % korting').waitFor();
  await row.getByText('0 van 5').waitFor();

  // The shopper puts the course in the cart.
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'nl-NL' });
  const shop = await context.newPage();
  shop.on('pageerror', (error) => errors.push(error.message));
  const storeUrl = inject('storeUrl').replace('//demo.', `//${storeSlug}.`);
  await shop.goto(`${storeUrl}/product/${productSlug}`);
  await shop.getByRole('button', { name: 'In winkelwagen' }).click();
  await shop.getByRole('status').filter({ hasText: 'toegevoegd aan je bestelling' }).waitFor();
  await shop.goto(`${storeUrl}/cart`);

  // A wrong code: the server's reason beside the field. The right one, typed in lower case, applies.
  const field = shop.getByLabel('Kortingscode');
  await field.fill('ZOMER99');
  await shop.getByRole('button', { name: 'Toepassen' }).click();
  await shop.getByText('Deze kortingscode bestaat niet.').waitFor();
  await field.fill('welkom10');
  await field.press('Enter');
  await shop.getByText('Korting Welkom10').waitFor();
  const totals = shop.getByRole('region', { name: 'Overzicht' });
  await totals.getByText('€ -2,50').first().waitFor();
  await totals.getByText('€ 22,50').first().waitFor();
  await shop.getByText('€ -2,50 korting').waitFor();
  await shoot(shop, 'discount-code-cart');

  // At checkout the shopper takes the code off and applies it again there.
  await shop.getByRole('link', { name: 'Afrekenen' }).click();
  await shop.waitForURL('**/checkout');
  await shop.getByText('Korting Welkom10').waitFor();
  await shop.getByRole('button', { name: 'Kortingscode Welkom10 verwijderen' }).click();
  await shop.getByLabel('Kortingscode').waitFor();
  await expect.poll(() => shop.getByText('Korting Welkom10').count()).toBe(0);
  await shop.getByText('€ 25,00').first().waitFor();
  await shop.getByLabel('Kortingscode').fill('WELKOM10');
  await shop.getByRole('button', { name: 'Toepassen' }).click();
  await shop.getByText('Korting Welkom10').waitFor();
  await shop.getByText('€ 22,50').first().waitFor();
  await shoot(shop, 'discount-code-checkout');
  await shop.getByLabel('E-mailadres').fill(`korting.${Date.now()}@example.com`);
  await shop.getByLabel('Naam').fill('Kim de Koper');
  await shop.getByRole('button', { name: 'Bestellen en betalen' }).click();

  // Paid on the test page; the order page keeps the code and its amount.
  await shop.waitForURL('**/v1/payments/test/**');
  await shop.getByText('22,50').first().waitFor();
  await shop.getByRole('button', { name: PAY_BUTTON }).click();
  await shop.waitForURL('**/order/*');
  await shop.getByRole('heading', { name: 'Bedankt voor je bestelling!' }).waitFor();
  await shop.getByText('Korting Welkom10').waitFor();
  await shop.getByText('€ -2,50').first().waitFor();
  await shop.getByText('€ 22,50').first().waitFor();
  await shoot(shop, 'discount-code-order');

  // The merchant's list counts the paid use, with nothing held any more.
  await admin.reload();
  const paidRow = admin.getByTestId('discount-code-row').filter({ hasText: 'Welkom10' });
  await paidRow.getByText('1 van 5').waitFor();
  expect(await paidRow.getByTestId('discount-code-reserved').textContent()).toBe('0');
  await shoot(admin, 'discount-code-admin-list');
  expect(errors).toEqual([]);
}, 120_000);
