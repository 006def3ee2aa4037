/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { createStore, productForSale, registerMerchant } from './admin-helpers';
import { DESKTOP, newPage, shoot } from './browser';
import { openMailFromMailbox } from './mailbox';
import { connectBrowser } from './shared-browser';
import { PAY_BUTTON, orderThroughApi } from './shop-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

test('the merchant adds a licence key item with a pool; a buyer reads their own key on the order page and in the e-mail', async () => {
  const adminUrl = inject('adminUrl');
  const errors: string[] = [];
  const admin = await newPage(browser);
  admin.on('pageerror', (error) => errors.push(error.message));
  await registerMerchant(admin, adminUrl, 'Sleutel Sanne');
  const storeId = await createStore(admin, `Sleutels ${Date.now()}`, 'Consumenten');
  const { productId, storeSlug: slug } = await productForSale(admin, storeId, 'Fotobewerker Pro');

  // The merchant adds the item: the shop's own pool of keys, at most three activations each, valid a year.
  await admin.goto(`${adminUrl}/store/${storeId}/products/${productId}`);
  await admin.getByRole('button', { name: 'Licentiesleutels toevoegen' }).click();
  await admin.getByRole('heading', { name: 'Nieuwe licentiesleutel' }).waitFor();
  await admin.getByText('Mijn eigen sleutels').click();
  await admin.getByLabel('Activaties per sleutel').fill('3');
  await admin.getByLabel('Geldig (dagen)').fill('365');
  await admin.getByRole('button', { name: 'Toevoegen', exact: true }).click();
  await admin.getByText('Item toegevoegd').waitFor();
  // The pool starts empty, and its editor opens to fill it.
  await admin.getByText('Nog geen sleutels in de voorraad.').waitFor();
  const keys = ['FOTO-AAAA-1111', 'FOTO-BBBB-2222', 'FOTO-CCCC-3333'];
  await admin.getByLabel('Sleutels, één per regel').fill(`${keys.join('\n')}\n\nFOTO-AAAA-1111\n`);
  await admin.getByRole('button', { name: 'Sleutels toevoegen', exact: true }).click();
  const report = admin.getByRole('status').filter({ hasText: '3 sleutels toegevoegd' });
  await report.waitFor();
  await report.getByText('1 overgeslagen omdat je ze al had: FOTO-AAAA-1111').waitFor();
  await admin.getByText('nog 3 · 0 uitgegeven').waitFor();
  await admin.getByText('Wie welke sleutel heeft').waitFor();
  await shoot(admin, 'license-item-editor');

  // A buyer orders and pays on the test page; the browser that paid reads its key at once.
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'nl-NL' });
  const buyer = await context.newPage();
  buyer.on('pageerror', (error) => errors.push(error.message));
  const storeUrl = inject('storeUrl').replace('//demo.', `//${slug}.`);
  await buyer.goto(storeUrl);
  const email = `sleutel.${Date.now()}@example.com`;
  const { orderId, link } = await orderThroughApi(buyer, productId, email);
  await buyer.goto(link.body.data!.url);
  await buyer.getByRole('button', { name: PAY_BUTTON }).click();
  await buyer.waitForURL(`**/order/${orderId}`);
  await buyer.getByRole('heading', { name: 'Je aankoop' }).waitFor();
  await buyer.getByText('Je licentiesleutel', { exact: true }).waitFor();
  const shown = (await buyer.locator('code').allTextContents()).map((text) => text.trim());
  expect(shown).toHaveLength(1);
  const key = shown[0]!;
  expect(keys).toContain(key);
  await buyer.getByRole('button', { name: `Kopiëren: Licentiesleutel ${key}` }).waitFor();
  await buyer.getByText(/^Geldig tot \d{2}-\d{2}-\d{4}$/).waitFor();
  await shoot(buyer, 'license-order-page');

  // The confirmation e-mail names the key too.
  await openMailFromMailbox(admin, adminUrl, email, { subject: 'Je bestelling' });
  await admin.getByText(`Licentiesleutel: ${key}`).waitFor();

  // The merchant's order page lists the key, still valid.
  await admin.goto(`${adminUrl}/store/${storeId}/orders/${orderId}`);
  await admin.getByRole('heading', { name: 'Licentiesleutels' }).waitFor();
  await admin.getByText(key, { exact: true }).waitFor();
  await admin.getByText('Geldig', { exact: true }).waitFor();

  // The merchant sees who holds it: the pool has one key fewer, and the key names the buyer.
  await admin.goto(`${adminUrl}/store/${storeId}/products/${productId}`);
  await admin.getByText('nog 2 · 1 uitgegeven').waitFor();
  await admin.getByRole('button', { name: 'Licentiesleutel bewerken' }).click();
  const holder = admin.getByRole('listitem').filter({ hasText: key });
  await holder.getByText(email).waitFor();
  await holder.getByText('Uitgegeven', { exact: true }).waitFor();
  await holder.getByText(/^Geldig tot \d{2}-\d{2}-\d{4}$/).waitFor();
  await shoot(admin, 'license-key-holders');
  expect(errors).toEqual([]);
});
