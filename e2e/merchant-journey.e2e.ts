/// <reference lib="dom" />
// The callback given to page.evaluate runs in the browser.
import { createStore, mainMenu, openAccountMenu, registerMerchant, signIn } from './admin-helpers';
import { screenshot } from './browser';
import { expect, server, test } from './fixtures';

const DUTCH_MENU = ['Bestellingen', 'Producten', 'Storefronts', 'Instellingen'];
const BOLD = /^(700|800|900)$/;
const REGULAR = /^(400|500|600)$/;

test('a new merchant registers, creates two stores, switches between them and signs out', async ({
  page,
}) => {
  const email = await registerMerchant(page, server.adminUrl, 'Eva de Vries');
  await expect(page).toHaveURL(/\/create-store$/);

  await page.getByLabel('Naam van de winkel').fill('Atelier Eva');
  await expect(page.getByLabel('Webadres')).toHaveValue('atelier-eva');
  const { storeId: first } = await createStore(page, 'Atelier Eva', 'Consumenten');
  await expect(mainMenu(page, 'Hoofdmenu')).toHaveText(DUTCH_MENU);
  await expect(page.getByText('Testmodus actief')).toBeVisible();

  // With one store there is nothing to choose: signing in opens that store.
  await openAccountMenu(page, 'Atelier Eva');
  await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, server.adminUrl, email, 'correct horse battery');
  await expect(page).toHaveURL(new RegExp(`/store/${first}$`));

  await openAccountMenu(page, 'Atelier Eva');
  await page.getByRole('menuitem', { name: 'Shop toevoegen' }).click();
  await expect(page).toHaveURL(/\/create-store$/);
  const { storeId: second } = await createStore(page, 'Studio Eva', 'Bedrijven');
  expect(second).not.toBe(first);
  await expect(mainMenu(page, 'Hoofdmenu')).toHaveText(DUTCH_MENU);

  // The pulldown lists both stores under Winkels, the current one bold.
  await openAccountMenu(page, 'Studio Eva');
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Winkels', { exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Studio Eva' })).toHaveCSS('font-weight', BOLD);
  await expect(menu.getByRole('menuitem', { name: 'Atelier Eva' })).toHaveCSS('font-weight', REGULAR);

  await menu.getByRole('menuitem', { name: 'Atelier Eva' }).click();
  await expect(page).toHaveURL(new RegExp(`/store/${first}$`));
  await openAccountMenu(page, 'Atelier Eva');
  await expect(menu.getByRole('menuitem', { name: 'Atelier Eva' })).toHaveCSS('font-weight', BOLD);
  await expect(menu.getByRole('menuitem', { name: 'Studio Eva' })).toHaveCSS('font-weight', REGULAR);
  await page.keyboard.press('Escape');

  // English and back; the choice of language survives a reload.
  await page.getByLabel('Taal').selectOption('en');
  const englishMenu = ['Orders', 'Products', 'Storefronts', 'Settings'];
  await expect(mainMenu(page, 'Main menu')).toHaveText(englishMenu);
  await expect(page.getByText('Test mode active')).toBeVisible();
  await page.reload();
  await expect(mainMenu(page, 'Main menu')).toHaveText(englishMenu);
  await page.getByLabel('Language').selectOption('nl');
  await expect(mainMenu(page, 'Hoofdmenu')).toHaveText(DUTCH_MENU);

  await openAccountMenu(page, 'Atelier Eva');
  await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  await screenshot(page, 'merchant-journey');

  // With two, signing in asks which.
  await signIn(page, server.adminUrl, email, 'correct horse battery');
  await expect(page).toHaveURL(/\/choose-store$/);
});
