import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { createStore, registerMerchant } from './admin-helpers';
import { newPage, shoot } from './browser';
import { connectBrowser } from './shared-browser';
import { openTab, save } from './settings-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

test('account: name and e-mail (with the password), a new password, and deleting the account of a merchant without orders', async () => {
  const adminUrl = inject('adminUrl');
  const page = await newPage(browser);
  await registerMerchant(page, adminUrl, 'Lotte Visser');
  const storeId = await createStore(page, 'Lotte Prints', 'Consumenten');
  const email = `lotte.${Date.now()}@example.com`;

  await openTab(page, adminUrl, storeId, 'account');
  await page.getByLabel('Naam', { exact: true }).fill('Lotte de Visser');
  await page.getByLabel('E-mailadres').fill('not-an-address');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await page.getByText('Vul een geldig e-mailadres in.').waitFor();
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await page.getByText('Dit veld is verplicht.').waitFor();
  await page.getByLabel('Wachtwoord ter bevestiging').fill('correct horse battery');
  await save(page);
  expect(await page.getByLabel('Wachtwoord ter bevestiging').count()).toBe(0);
  await page.reload();
  await page.getByLabel('Naam', { exact: true }).waitFor();
  expect(await page.getByLabel('Naam', { exact: true }).inputValue()).toBe('Lotte de Visser');
  expect(await page.getByLabel('E-mailadres').inputValue()).toBe(email);
  await shoot(page, 'settings-account');

  await page.getByLabel('Huidig wachtwoord').fill('not my password');
  await page.getByLabel('Nieuw wachtwoord').fill('a much better password');
  await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await page.getByText('Dit wachtwoord klopt niet.').waitFor();
  await page.getByLabel('Huidig wachtwoord').fill('correct horse battery');
  await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await page.getByText('Wachtwoord gewijzigd; andere apparaten zijn uitgelogd').waitFor();

  await page.getByRole('button', { name: 'Account verwijderen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Account definitief verwijderen?' });
  await dialog.getByLabel('Wachtwoord').fill('a much better password');
  await dialog.getByRole('button', { name: 'Definitief verwijderen' }).click();
  await page.waitForURL('**/login');

  const again = await newPage(browser);
  await again.goto(`${adminUrl}/login`);
  await again.getByLabel('E-mailadres').fill(email);
  await again.getByLabel('Wachtwoord').fill('a much better password');
  await again.getByRole('button', { name: 'Inloggen' }).click();
  // Beside the field, and only there.
  await again.locator('form').getByText('E-mailadres of wachtwoord is onjuist.').waitFor();
});
