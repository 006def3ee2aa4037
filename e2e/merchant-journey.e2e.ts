/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { createStore, menuLabels, openAccountMenu, registerMerchant, signIn } from './admin-helpers';
import { newPage, screenshot } from './browser';
import { connectBrowser } from './shared-browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

const DUTCH_MENU = ['Bestellingen', 'Producten', 'Storefronts', 'Instellingen'];

test('a new merchant registers, creates two stores, switches between them and signs out', async () => {
  const adminUrl = inject('adminUrl');
  const page = await newPage(browser);

  const email = await registerMerchant(page, adminUrl, 'Eva de Vries');
  expect(new URL(page.url()).pathname).toBe('/create-store');

  await page.getByLabel('Naam van de winkel').fill('Atelier Eva');
  expect(await page.getByLabel('Webadres').inputValue()).toBe('atelier-eva');
  const first = await createStore(page, 'Atelier Eva', 'Consumenten');
  expect(await menuLabels(page, 'Hoofdmenu')).toEqual(DUTCH_MENU);
  await page.getByText('Test mode actief').waitFor();

  // With one store there is nothing to choose: signing in opens that store.
  await openAccountMenu(page, 'Atelier Eva');
  await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
  await page.waitForURL('**/login');
  await signIn(page, adminUrl, email, 'correct horse battery');
  expect(new URL(page.url()).pathname).toBe(`/store/${first}`);

  await openAccountMenu(page, 'Atelier Eva');
  await page.getByRole('menuitem', { name: 'Shop toevoegen' }).click();
  await page.waitForURL('**/create-store');
  const second = await createStore(page, 'Studio Eva', 'Bedrijven');
  expect(second).not.toBe(first);
  expect(await menuLabels(page, 'Hoofdmenu')).toEqual(DUTCH_MENU);

  // The pulldown lists both stores under Winkels, the current one bold.
  await openAccountMenu(page, 'Studio Eva');
  const menu = page.getByRole('menu');
  await menu.getByText('Winkels', { exact: true }).waitFor();
  const weight = (name: string) =>
    menu.getByRole('menuitem', { name }).evaluate((element) => Number(getComputedStyle(element).fontWeight));
  expect(await weight('Studio Eva')).toBeGreaterThanOrEqual(700);
  expect(await weight('Atelier Eva')).toBeLessThan(700);

  await menu.getByRole('menuitem', { name: 'Atelier Eva' }).click();
  await page.waitForURL(`**/store/${first}`);
  await openAccountMenu(page, 'Atelier Eva');
  expect(await weight('Atelier Eva')).toBeGreaterThanOrEqual(700);
  expect(await weight('Studio Eva')).toBeLessThan(700);
  await page.keyboard.press('Escape');

  // English and back; the choice of language survives a reload.
  await page.getByLabel('Taal').selectOption('en');
  expect(await menuLabels(page, 'Main menu')).toEqual(['Orders', 'Products', 'Storefronts', 'Settings']);
  await page.getByText('Test mode active').waitFor();
  await page.reload();
  expect(await menuLabels(page, 'Main menu')).toEqual(['Orders', 'Products', 'Storefronts', 'Settings']);
  await page.getByLabel('Language').selectOption('nl');
  expect(await menuLabels(page, 'Hoofdmenu')).toEqual(DUTCH_MENU);

  await openAccountMenu(page, 'Atelier Eva');
  await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
  await page.waitForURL('**/login');
  await page.getByRole('heading', { name: 'Inloggen' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  await screenshot(page, 'merchant-journey');

  // With two, signing in asks which.
  await signIn(page, adminUrl, email, 'correct horse battery');
  expect(new URL(page.url()).pathname).toBe('/choose-store');
});
