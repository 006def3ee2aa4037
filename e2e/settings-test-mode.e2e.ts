/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { createStore, registerMerchant } from './admin-helpers';
import { launchBrowser, newPage } from './browser';
import { adminCall, openTab, shopUrl } from './settings-helpers';
import { orderThroughApi } from './shop-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

test('test mode: switched on the store tab shows the badge and sends payments to the test provider; off with no live provider, the payment link is refused', async () => {
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

  // A new store starts in test mode; switch it off and on again on the store tab.
  await openTab(admin, adminUrl, storeId, '');
  const toggle = admin.getByRole('switch', { name: 'Testmodus aan' });
  await toggle.click();
  await admin.getByText('Testmodus staat uit: je winkel neemt echte betalingen aan').waitFor();
  await admin.getByRole('banner').getByText('Test mode actief').waitFor({ state: 'detached' });
  await admin.getByText('Je winkel kan nu geen betalingen ontvangen').waitFor();
  await toggle.click();
  await admin.getByRole('banner').getByText('Test mode actief').waitFor();

  const shop = await newPage(browser);
  await shop.goto(shopUrl(inject('storeUrl'), store.slug));
  const paid = (await orderThroughApi(shop, productId)).link;
  expect(paid.status).toBe(200);
  expect(paid.body.data?.url).toMatch(/\/v1\/payments\/test\//);

  // Off on the providers tab: no live provider is switched on, so the shop cannot take the payment.
  await openTab(admin, adminUrl, storeId, 'providers');
  await admin.getByRole('switch', { name: 'Testmodus aan' }).click();
  await admin.getByRole('banner').getByText('Test mode actief').waitFor({ state: 'detached' });
  const refused = (await orderThroughApi(shop, productId)).link;
  expect(refused.status).toBe(422);
  expect(Object.keys(refused.body.errors ?? {})).toEqual(['order']);

  // With orders in a store, the account cannot be deleted, and the account tab says why.
  await openTab(admin, adminUrl, storeId, 'account');
  await admin.getByRole('button', { name: 'Account verwijderen' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Account definitief verwijderen?' });
  await dialog.getByLabel('Wachtwoord').fill('correct horse battery');
  await dialog.getByRole('button', { name: 'Definitief verwijderen' }).click();
  await admin.getByText('Je account kan nog niet worden verwijderd').waitFor();
  expect(new URL(admin.url()).pathname).toBe(`/store/${storeId}/settings/account`);
});
