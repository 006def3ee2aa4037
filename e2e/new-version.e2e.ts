/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { createStore, openSection, registerMerchant } from './admin-helpers';
import { DESKTOP, PHONE, downloadedText, newPage, screenshot } from './browser';
import { connectBrowser } from './shared-browser';
import { loginLinkFromMailbox, orderThroughApi } from './shop-helpers';

let browser: Browser;
let files: string;
beforeAll(async () => {
  browser = await connectBrowser();
  files = mkdtempSync(path.join(tmpdir(), 'new-version-e2e-'));
});
afterAll(async () => {
  await browser.close();
  rmSync(files, { recursive: true, force: true });
});

function textFile(content: string): string {
  const file = path.join(files, 'handleiding.txt');
  writeFileSync(file, content);
  return file;
}

async function toast(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

/** The bytes the buyer's order page hands out now. */
async function downloaded(buyer: Page): Promise<string> {
  await buyer.reload();
  const link = buyer.getByRole('link', { name: /^Downloaden/ });
  const [download] = await Promise.all([buyer.waitForEvent('download'), link.click()]);
  return downloadedText(download);
}

/** Opens the file item's editor and uploads a new version, for earlier buyers too when asked. */
async function uploadVersion(admin: Page, content: string, forEarlierBuyers: boolean) {
  await admin.getByRole('button', { name: 'handleiding.txt bewerken' }).click();
  const checkbox = admin.getByRole('checkbox', { name: /ook aan iedereen die het product al kocht/ });
  if (forEarlierBuyers) await checkbox.check();
  expect(await checkbox.isChecked()).toBe(forEarlierBuyers);
  await admin.getByLabel('Ander bestand uploaden').setInputFiles(textFile(content));
  await toast(admin, forEarlierBuyers ? 'Bestand vervangen, ook voor eerdere kopers' : 'Bestand vervangen');
  await admin.getByRole('button', { name: 'Annuleren' }).click();
}

test('a merchant chooses whether earlier buyers get a new version; deleting a sold product archives it', async () => {
  const adminUrl = inject('adminUrl');
  const admin = await newPage(browser, DESKTOP);
  await registerMerchant(admin, adminUrl, 'Versie Vera');
  const storeId = await createStore(admin, `Handleidingen ${Date.now()}`, 'Consumenten');

  await openSection(admin, 'Producten');
  await admin.getByRole('button', { name: 'Product toevoegen' }).first().click();
  const dialog = admin.getByRole('dialog', { name: 'Nieuw product' });
  await dialog.getByLabel('Naam').fill('Handleiding');
  await dialog.getByLabel('Prijs incl. btw').fill('5,00');
  await dialog.getByRole('button', { name: 'Product aanmaken' }).click();
  await admin.waitForURL(/\/products\/\d+$/);
  const productUrl = admin.url();
  const productId = Number(productUrl.split('/').pop());
  await admin.getByLabel('Bestand uploaden').setInputFiles(textFile('Eerste versie\n'));
  await admin.getByRole('button', { name: 'handleiding.txt bewerken' }).waitFor();
  await admin.getByLabel('Status', { exact: true }).selectOption('for_sale');
  await admin.getByRole('button', { name: 'Opslaan' }).click();
  await toast(admin, 'Product opgeslagen');

  // A shopper buys it on the test page and opens the order with the e-mailed link.
  const slug = await admin.evaluate(async (id) => {
    const { token } = JSON.parse(localStorage.getItem('auth')!) as { token: string };
    const response = await fetch(`/v1/admin/store/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    return ((await response.json()) as { data: { slug: string } }).data.slug;
  }, storeId);
  const storeUrl = adminUrl.replace('//app.', `//${slug}.`);
  const buyer = await newPage(browser, DESKTOP);
  await buyer.goto(`${storeUrl}/product/handleiding`);
  const email = `vroege.koper.${Date.now()}@example.com`;
  const { link } = await orderThroughApi(buyer, productId, email);
  const paid = await buyer.evaluate(
    (url) =>
      fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'outcome=paid',
      }).then((response) => response.ok),
    link.body.data!.url,
  );
  expect(paid).toBe(true);
  await buyer.goto(await loginLinkFromMailbox(admin, adminUrl, email));
  await buyer.getByRole('heading', { name: 'Je aankoop' }).waitFor();
  expect(await downloaded(buyer)).toBe('Eerste versie\n');

  // A new version for new orders only leaves the earlier buyer's file alone; the next one reaches them.
  await admin.goto(productUrl);
  await uploadVersion(admin, 'Tweede versie\n', false);
  expect(await downloaded(buyer)).toBe('Eerste versie\n');
  await admin.getByRole('button', { name: 'handleiding.txt bewerken' }).click();
  await admin.getByRole('checkbox', { name: /ook aan iedereen die het product al kocht/ }).check();
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await admin.setViewportSize(viewport);
    await screenshot(admin, `new-version-${size}-item-editor`);
  }
  await admin.getByRole('button', { name: 'Annuleren' }).click();
  await uploadVersion(admin, 'Derde versie\n', true);
  expect(await downloaded(buyer)).toBe('Derde versie\n');

  // Deleting the sold product archives it: out of the list, under the archived filter, and kept for the buyer.
  await admin.getByRole('button', { name: 'Product verwijderen' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Product verwijderen' }).click();
  await admin.waitForURL(/\/products$/);
  await admin.getByRole('heading', { name: 'Nog geen producten' }).waitFor();
  await admin.goto(`${adminUrl}/store/${storeId}/products?status=archived`);
  await admin.getByRole('link', { name: 'Handleiding' }).waitFor();
  expect(await admin.getByLabel('Status').inputValue()).toBe('archived');
  expect(await admin.getByRole('listitem').getByText('Gearchiveerd').count()).toBeGreaterThan(0);
  await screenshot(admin, 'new-version-desktop-archived-list');
  await admin.getByRole('link', { name: 'Handleiding' }).click();
  await admin.getByRole('heading', { name: 'Handleiding is gearchiveerd' }).waitFor();
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await admin.setViewportSize(viewport);
    await screenshot(admin, `new-version-${size}-archived`);
  }
  expect(await downloaded(buyer)).toBe('Derde versie\n');
});
