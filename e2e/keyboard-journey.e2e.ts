/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import { randomBytes } from 'node:crypto';
import { createStore, registerMerchant } from './admin-helpers';
import { expectNoSeriousViolations } from './axe';
import { expect, server, shopAddress, test } from './fixtures';
import { expectFocusKept, press, tabTo } from './keyboard';
import { adminCall } from './settings-helpers';

const PRODUCT = 'Sleutelhanger';

test('a shopper buys with the keyboard alone: product, cart, quantity, checkout with terms, payment', async ({
  browser,
  page,
}) => {
  // The merchant's side, set up by mouse and API: a store in test mode, with terms and one product.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await registerMerchant(admin, server.adminUrl, 'Toetsenbord');
  const { storeId } = await createStore(admin, 'Toetsenbordwinkel', 'Consumenten');
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
  await adminContext.close();

  // The shopper: only Tab, Shift+Tab, Enter, Space and typing from here on.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(shopAddress(slug));
  await expect(page.getByRole('heading', { name: 'Welkom bij Toetsenbordwinkel' })).toBeVisible();

  // The first Tab reaches the skip link, which jumps past the header to the content.
  await tabTo(page, 'Naar de inhoud');
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();

  await tabTo(page, PRODUCT);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\/sleutelhanger$/);
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  await expectFocusKept(page, 'opening the product');

  await tabTo(page, 'In winkelwagen');
  await press(page, 'Enter');
  await expect(
    page.getByRole('status').filter({ hasText: '1 stuk toegevoegd aan je bestelling' }),
  ).toBeVisible();
  expect(await expectFocusKept(page, 'adding to the cart')).toBe('In winkelwagen');

  // Back up to the header's cart button.
  await tabTo(page, /^Bekijk bestelling/, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bestelling' })).toBeVisible();
  await expectFocusKept(page, 'opening the cart');

  await tabTo(page, 'Eén meer');
  await press(page, 'Space');
  await expect(page.getByRole('spinbutton', { name: `Aantal van ${PRODUCT}` })).toHaveValue('2');
  await expect(page.getByRole('region', { name: 'Overzicht' }).getByText('€ 25,00')).toBeVisible();
  expect(await expectFocusKept(page, 'changing the quantity')).toBe('Eén meer');

  await tabTo(page, 'Afrekenen');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Je gegevens' })).toBeVisible();
  await expectFocusKept(page, 'opening the checkout');

  await tabTo(page, 'E-mailadres');
  await page.keyboard.type(`toetsen.${randomBytes(4).toString('hex')}@example.com`);
  await tabTo(page, 'Naam');
  await page.keyboard.type('Tess Toetsenbord');
  await tabTo(page, /^Ik ga akkoord met de algemene voorwaarden/);
  await press(page, 'Space');
  await expect(page.getByRole('checkbox', { name: /Ik ga akkoord/ })).toBeChecked();
  await tabTo(page, /^Ik stem ermee in dat de levering/);
  await press(page, 'Space');
  await expect(page.getByRole('checkbox', { name: /^Ik stem ermee in/ })).toBeChecked();
  await expectNoSeriousViolations(page);
  await tabTo(page, 'Bestellen en betalen');
  await page.keyboard.press('Enter');

  // The test provider's page, then back to the shop's order page.
  await expect(page).toHaveURL(/\/v1\/payments\/test\//);
  await tabTo(page, 'Betaling gelukt');
  await page.keyboard.press('Enter');
  // The provider's page sends the browser back to a fresh page load of the order, which shows the
  // purchase at once (this product delivers nothing to download); the way on is reached by keyboard.
  await expect(page).toHaveURL(/\/order\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Je aankoop' })).toBeVisible();
  await tabTo(page, 'Al je aankopen');
  expect(errors).toEqual([]);
});

test('a merchant works with the keyboard alone: account menu, new-product dialog, save bar, item editor', async ({
  page,
}) => {
  await registerMerchant(page, server.adminUrl, 'Toetsenwerk');
  await createStore(page, 'Toetsenatelier', 'Consumenten');
  // A new store opens on its home, the steps to its first sale.
  await expect(page.getByRole('heading', { name: 'Op weg naar je eerste verkoop' })).toBeVisible();
  await expectFocusKept(page, 'creating the store');

  // The header lies before the page's content: back up to the account menu; Escape returns to it.
  await tabTo(page, 'Toetsenatelier', { backwards: true });
  await press(page, 'Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await press(page, 'ArrowDown');
  expect(await press(page, 'Escape')).toBe('Toetsenatelier');

  await tabTo(page, 'Producten');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products$/);
  await expectFocusKept(page, 'the main menu');

  // The dialog takes the focus; Enter in its last field creates the product and opens it.
  await tabTo(page, 'Product toevoegen');
  await press(page, 'Enter');
  const dialog = page.getByRole('dialog', { name: 'Nieuw product' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toBeFocused();
  await page.keyboard.type('Tekenles');
  await tabTo(page, /^Prijs/);
  await page.keyboard.type('9,95');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Tekenles', exact: true })).toBeVisible();
  await expectFocusKept(page, 'creating the product');

  // The save bar comes with the first change and hands the focus back when it goes.
  await tabTo(page, 'Naam');
  await page.keyboard.press('End');
  await page.keyboard.type(' voor beginners');
  await tabTo(page, 'Opslaan');
  await press(page, 'Enter');
  await expect(page.getByText('Product opgeslagen')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tekenles voor beginners', exact: true })).toBeVisible();
  await expectFocusKept(page, 'saving');

  // An item editor opens with the focus in it, and gives it back to its button when it closes.
  await tabTo(page, 'Link toevoegen');
  await press(page, 'Enter');
  await page.keyboard.type('Oefenbladen');
  await tabTo(page, 'Webadres');
  await page.keyboard.type('https://www.example.com/oefenbladen');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Item toegevoegd')).toBeVisible();
  expect(await expectFocusKept(page, 'adding the link')).toBe('Link toevoegen');
});
