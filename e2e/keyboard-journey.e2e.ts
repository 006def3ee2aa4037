/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { createStore, registerMerchant } from './admin-helpers';
import { expectNoSeriousViolations } from './axe';
import { newPage } from './browser';
import { connectBrowser } from './shared-browser';
import { expectFocusKept, press, tabTo } from './keyboard';
import { adminCall, shopUrl } from './settings-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

const PRODUCT = 'Sleutelhanger';

test('a shopper buys with the keyboard alone: product, cart, quantity, checkout with terms, payment', async () => {
  // The merchant's side, set up by mouse and API: a store in test mode, with terms and one product.
  const adminUrl = inject('adminUrl');
  const admin = await newPage(browser);
  await registerMerchant(admin, adminUrl, 'Toetsenbord');
  const storeId = await createStore(admin, 'Toetsenbordwinkel', 'Consumenten');
  const { slug } = (await adminCall(admin, 'GET', `/v1/admin/store/${storeId}`)).body.data as {
    slug: string;
  };
  const product = await adminCall(admin, 'POST', '/v1/admin/product', {
    store_id: storeId,
    name: PRODUCT,
    price: 1250,
    status: 'for_sale',
  });
  expect(product.status).toBe(201);
  const terms = await adminCall(admin, 'POST', '/v1/admin/settings', {
    store_id: storeId,
    settings: { terms_url: 'https://www.example.com/voorwaarden' },
  });
  expect(terms.status).toBe(200);

  // The shopper: only Tab, Shift+Tab, Enter, Space and typing from here on.
  const page = await newPage(browser);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(shopUrl(inject('storeUrl'), slug));
  await page.getByRole('heading', { name: 'Welkom bij Toetsenbordwinkel' }).waitFor();

  // The first Tab reaches the skip link, which jumps past the header to the content.
  await tabTo(page, 'Naar de inhoud');
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

  await tabTo(page, PRODUCT);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/product/sleutelhanger');
  await page.getByRole('heading', { level: 1, name: PRODUCT }).waitFor();
  await expectFocusKept(page, 'opening the product');

  await tabTo(page, 'In winkelwagen');
  await press(page, 'Enter');
  await page.getByRole('status').filter({ hasText: '1 stuk toegevoegd aan je bestelling' }).waitFor();
  expect(await expectFocusKept(page, 'adding to the cart')).toBe('In winkelwagen');

  // Back up to the header's cart button.
  await tabTo(page, /^Bekijk bestelling/, { backwards: true });
  await page.keyboard.press('Enter');
  await page.waitForURL('**/cart');
  await page.getByRole('heading', { level: 1, name: 'Bestelling' }).waitFor();
  await expectFocusKept(page, 'opening the cart');

  await tabTo(page, 'Eén meer');
  await press(page, 'Space');
  const quantity = page.getByRole('spinbutton', { name: `Aantal van ${PRODUCT}` });
  await expect.poll(() => quantity.inputValue()).toBe('2');
  await page.getByText('€ 25,00').first().waitFor();
  expect(await expectFocusKept(page, 'changing the quantity')).toBe('Eén meer');

  await tabTo(page, 'Afrekenen');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/checkout');
  await page.getByRole('heading', { name: 'Je gegevens' }).waitFor();
  await expectFocusKept(page, 'opening the checkout');

  await tabTo(page, 'E-mailadres');
  await page.keyboard.type(`toetsen.${Date.now()}@example.com`);
  await tabTo(page, 'Naam');
  await page.keyboard.type('Tess Toetsenbord');
  await tabTo(page, /^Ik ga akkoord met de algemene voorwaarden/);
  await press(page, 'Space');
  expect(await page.getByRole('checkbox', { name: /Ik ga akkoord/ }).isChecked()).toBe(true);
  await expectNoSeriousViolations(page);
  await tabTo(page, 'Bestellen en betalen');
  await page.keyboard.press('Enter');

  // The test provider's page, then back to the shop's order page.
  await page.waitForURL('**/v1/payments/test/**');
  await tabTo(page, 'Betaling gelukt');
  await page.keyboard.press('Enter');
  // The provider's page sends the browser back to a fresh page load of the order, which shows the
  // purchase at once (this product delivers nothing to download); the way on is reached by keyboard.
  await page.waitForURL('**/order/*');
  await page.getByRole('heading', { name: 'Je aankoop' }).waitFor();
  await tabTo(page, 'Al je aankopen');
  expect(errors).toEqual([]);
});

test('a merchant works with the keyboard alone: account menu, new-product dialog, save bar, item editor', async () => {
  const adminUrl = inject('adminUrl');
  const page = await newPage(browser);
  await registerMerchant(page, adminUrl, 'Toetsenwerk');
  await createStore(page, 'Toetsenatelier', 'Consumenten');
  // A new store opens on its home, the steps to its first sale.
  await page.getByRole('heading', { name: 'Op weg naar je eerste verkoop' }).waitFor();
  await expectFocusKept(page, 'creating the store');

  // The header lies before the page's content: back up to the account menu; Escape returns to it.
  await tabTo(page, 'Toetsenatelier', { backwards: true });
  await press(page, 'Enter');
  await page.getByRole('menu').waitFor();
  await press(page, 'ArrowDown');
  expect(await press(page, 'Escape')).toBe('Toetsenatelier');

  await tabTo(page, 'Producten');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/products');
  await expectFocusKept(page, 'the main menu');

  // The dialog takes the focus; Enter in its last field creates the product and opens it.
  await tabTo(page, 'Product toevoegen');
  await press(page, 'Enter');
  await page.getByRole('dialog', { name: 'Nieuw product' }).waitFor();
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  await page.keyboard.type('Tekenles');
  await tabTo(page, /^Prijs/);
  await page.keyboard.type('9,95');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/products\/\d+$/);
  await page.getByRole('heading', { name: 'Tekenles' }).waitFor();
  await expectFocusKept(page, 'creating the product');

  // The save bar comes with the first change and hands the focus back when it goes.
  await tabTo(page, 'Naam');
  await page.keyboard.press('End');
  await page.keyboard.type(' voor beginners');
  await tabTo(page, 'Opslaan');
  await press(page, 'Enter');
  await page.getByText('Product opgeslagen').waitFor();
  await page.getByRole('heading', { name: 'Tekenles voor beginners' }).waitFor();
  await expectFocusKept(page, 'saving');

  // An item editor opens with the focus in it, and gives it back to its button when it closes.
  await tabTo(page, 'Link toevoegen');
  await press(page, 'Enter');
  await page.keyboard.type('Oefenbladen');
  await tabTo(page, 'Webadres');
  await page.keyboard.type('https://www.example.com/oefenbladen');
  await page.keyboard.press('Enter');
  await page.getByText('Item toegevoegd').waitFor();
  expect(await expectFocusKept(page, 'adding the link')).toBe('Link toevoegen');
});
