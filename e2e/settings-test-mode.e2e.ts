/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { createStore, registerMerchant } from './admin-helpers';
import { newPage, shoot } from './browser';
import { connectBrowser } from './shared-browser';
import { adminCall, openTab, shopUrl } from './settings-helpers';
import { orderThroughApi } from './shop-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

const MOLLIE_KEY = 'live_abcdefghijklmnopqrstuvwxyz123456';

test('test mode: going live is refused without a live provider, explained, and linked to the providers tab; with Mollie on it goes live; payments follow the mode', async () => {
  const adminUrl = inject('adminUrl');
  const admin = await newPage(browser);
  await registerMerchant(admin, adminUrl, 'Sem Bakker');
  const storeId = await createStore(admin, 'Studio Sem', 'Consumenten');
  const store = (await adminCall(admin, 'GET', `/v1/admin/store/${storeId}`)).body.data as { slug: string };
  const product = await adminCall(admin, 'POST', '/v1/admin/product', {
    store_id: storeId,
    name: 'Workshop',
    price: 2500,
    status: 'for_sale',
  });
  expect(product.status).toBe(201);
  const productId = (product.body.data as { id: number }).id;
  const mollie = (enabled: boolean) =>
    adminCall(admin, 'PUT', '/v1/admin/payment-providers/mollie', {
      store_id: storeId,
      enabled,
      api_key: MOLLIE_KEY,
    });

  // A new store starts in test mode, and the store tab says what going live needs.
  await openTab(admin, adminUrl, storeId, '');
  const toggle = admin.getByRole('switch', { name: 'Test mode aan' });
  await admin.getByText('Om echte betalingen aan te nemen zet je eerst Mollie of Stripe aan.').waitFor();
  // Switching it off is refused by the server, which names what is missing; no success toast.
  await toggle.click();
  await admin
    .getByText(
      'Zet eerst Mollie of Stripe aan onder Instellingen → Betaalproviders; daarna kun je test mode uitzetten.',
    )
    .waitFor();
  expect(await admin.getByText('Test mode staat uit').count()).toBe(0);
  expect(await toggle.getAttribute('aria-checked')).toBe('true');
  await admin.getByRole('banner').getByText('Test mode actief').waitFor();
  await shoot(admin, 'settings-test-mode-refused');
  await admin.getByRole('link', { name: 'Naar betaalproviders' }).click();
  await admin.waitForURL(`**/store/${storeId}/settings/providers`);
  await admin.getByText('Testprovider', { exact: true }).waitFor();

  // With Mollie switched on, test mode goes off.
  expect((await mollie(true)).status).toBe(200);
  await openTab(admin, adminUrl, storeId, '');
  await admin.getByRole('switch', { name: 'Test mode aan' }).click();
  await admin.getByText('Test mode staat uit: je winkel neemt echte betalingen aan').waitFor();
  await admin.getByRole('banner').getByText('Test mode actief').waitFor({ state: 'detached' });

  // Mollie switched off afterwards: the live store cannot take payments, and the tab says so.
  expect((await mollie(false)).status).toBe(200);
  await openTab(admin, adminUrl, storeId, '');
  await admin.getByText('Je winkel kan nu geen betalingen ontvangen').waitFor();
  await admin.getByRole('link', { name: 'Naar betaalproviders' }).waitFor();
  await shoot(admin, 'settings-test-mode-no-provider');
  await admin.getByRole('switch', { name: 'Test mode aan' }).click();
  await admin.getByRole('banner').getByText('Test mode actief').waitFor();

  // In test mode, payments go to the test provider.
  const shop = await newPage(browser);
  await shop.goto(shopUrl(inject('storeUrl'), store.slug));
  const paid = (await orderThroughApi(shop, productId)).link;
  expect(paid.status).toBe(200);
  expect(paid.body.data?.url).toMatch(/\/v1\/payments\/test\//);

  // With orders in a store, the account cannot be deleted, and the account tab says why.
  await openTab(admin, adminUrl, storeId, 'account');
  await admin.getByRole('button', { name: 'Account verwijderen' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Account definitief verwijderen?' });
  await dialog.getByLabel('Wachtwoord').fill('correct horse battery');
  await dialog.getByRole('button', { name: 'Definitief verwijderen' }).click();
  await admin.getByText('Je account kan nog niet worden verwijderd').waitFor();
  expect(new URL(admin.url()).pathname).toBe(`/store/${storeId}/settings/account`);
});

test('checkout: a shop that can no longer take payments refuses the order in the shopper’s language, leaves no order, and then says so', async () => {
  const adminUrl = inject('adminUrl');
  const admin = await newPage(browser);
  await registerMerchant(admin, adminUrl, 'Lot Visser');
  const storeId = await createStore(admin, 'Atelier Lot', 'Consumenten');
  const store = (await adminCall(admin, 'GET', `/v1/admin/store/${storeId}`)).body.data as { slug: string };
  await adminCall(admin, 'POST', '/v1/admin/product', {
    store_id: storeId,
    name: 'Schetsboek',
    price: 1500,
    status: 'for_sale',
  });
  const mollie = (enabled: boolean) =>
    adminCall(admin, 'PUT', '/v1/admin/payment-providers/mollie', {
      store_id: storeId,
      enabled,
      api_key: MOLLIE_KEY,
    });
  expect((await mollie(true)).status).toBe(200);
  expect(
    (await adminCall(admin, 'PUT', `/v1/admin/store/${storeId}`, { test_mode: { value: false } })).status,
  ).toBe(200);

  // A German-speaking shopper is at the checkout of the live shop.
  const base = shopUrl(inject('storeUrl'), store.slug);
  const shop = await newPage(browser);
  await shop.goto(`${base}/product/schetsboek`);
  await shop.getByRole('button', { name: 'In winkelwagen' }).click();
  await shop.getByRole('status').filter({ hasText: 'toegevoegd aan je bestelling' }).waitFor();
  await shop.goto(`${base}/cart`);
  await shop.getByRole('link', { name: 'Afrekenen' }).click();
  await shop.waitForURL('**/checkout');
  await shop.getByLabel('Taal').selectOption('de');
  await shop.getByLabel('E-Mail-Adresse').fill('kaeufer@example.com');
  await shop.getByLabel('Name').fill('Kai Käufer');

  // Meanwhile the merchant switches Mollie off: the order is refused, in German, on this page.
  expect((await mollie(false)).status).toBe(200);
  await shop.getByRole('button', { name: 'Bestellen und bezahlen' }).click();
  await shop
    .getByRole('alert')
    .getByText('Dieser Shop kann noch keine Zahlungen annehmen. Bitte versuche es später erneut.')
    .waitFor();
  expect(new URL(shop.url()).pathname).toBe('/checkout');
  await shoot(shop, 'checkout-refused');
  const orders = await adminCall(admin, 'GET', `/v1/admin/order?store_id=${storeId}`);
  expect(orders.body.data).toEqual([]);

  // Loaded again, the checkout and the cart say the shop takes no orders now.
  await shop.reload();
  await shop.getByText('Bestellen ist gerade nicht möglich.').waitFor();
  expect(await shop.getByRole('button', { name: 'Bestellen und bezahlen' }).isDisabled()).toBe(true);
  await shop.goto(`${base}/cart`);
  await shop.getByText('Bestellen ist gerade nicht möglich.').waitFor();
  expect(await shop.getByRole('link', { name: 'Zur Kasse' }).count()).toBe(0);
  await shoot(shop, 'cart-shop-closed');
});
