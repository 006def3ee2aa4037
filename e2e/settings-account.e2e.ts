import { randomBytes } from 'node:crypto';
import { createStore, registerMerchant } from './admin-helpers';
import { shoot } from './browser';
import { expect, server, test } from './fixtures';
import { openTab, save } from './settings-helpers';

test('account: name and e-mail (with the password), a new password, and deleting the account of a merchant without orders', async ({
  browser,
  page,
}) => {
  const adminUrl = server.adminUrl;
  await registerMerchant(page, server.adminUrl, 'Lotte Visser');
  const { storeId } = await createStore(page, 'Lotte Prints', 'Consumenten');
  const email = `lotte.${randomBytes(4).toString('hex')}@example.com`;

  await openTab(page, adminUrl, storeId, 'account');
  await page.getByLabel('Naam', { exact: true }).fill('Lotte de Visser');
  await page.getByLabel('E-mailadres').fill('not-an-address');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Vul een geldig e-mailadres in.')).toBeVisible();
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Dit veld is verplicht.')).toBeVisible();
  await page.getByLabel('Wachtwoord ter bevestiging').fill('correct horse battery');
  await save(page);
  await expect(page.getByLabel('Wachtwoord ter bevestiging')).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Naam', { exact: true })).toHaveValue('Lotte de Visser');
  await expect(page.getByLabel('E-mailadres')).toHaveValue(email);
  await shoot(page, 'settings-account');

  await page.getByLabel('Huidig wachtwoord').fill('not my password');
  await page.getByLabel('Nieuw wachtwoord').fill('a much better password');
  await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(page.getByText('Dit wachtwoord klopt niet.')).toBeVisible();
  await page.getByLabel('Huidig wachtwoord').fill('correct horse battery');
  await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(page.getByText('Wachtwoord gewijzigd; andere apparaten zijn uitgelogd')).toBeVisible();

  await page.getByRole('button', { name: 'Account verwijderen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Account definitief verwijderen?' });
  await dialog.getByLabel('Wachtwoord').fill('a much better password');
  await dialog.getByRole('button', { name: 'Definitief verwijderen' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const context = await browser.newContext();
  const again = await context.newPage();
  await again.goto(`${adminUrl}/login`);
  await again.getByLabel('E-mailadres').fill(email);
  await again.getByLabel('Wachtwoord').fill('a much better password');
  await again.getByRole('button', { name: 'Inloggen' }).click();
  // Beside the field, and only there.
  await expect(again.locator('form').getByText('E-mailadres of wachtwoord is onjuist.')).toBeVisible();
  await context.close();
});
