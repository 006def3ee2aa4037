import type { Page } from '@playwright/test';
import { openAccountMenu, registerMerchant } from './admin-helpers';
import { screenshot } from './browser';
import { expect, server, test } from './fixtures';
import { linkFromMailbox } from './mailbox';

const OLD_PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new passphrase';

/** Signs out through the account menu of a merchant without a store (its button has no store name). */
async function signOut(page: Page) {
  await openAccountMenu(page, 'Account en winkels');
  await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function tryPassword(page: Page, email: string, password: string) {
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

test('a password reset: asked on the sign-in page, the link from the mail sets a new password once, signs in here and out elsewhere', async ({
  page,
  freshPage,
}) => {
  const adminUrl = server.adminUrl;
  const email = await registerMerchant(page, adminUrl, 'Ruben Hersteld');
  const elsewhere = await freshPage();
  await elsewhere.goto(`${adminUrl}/login`);
  await tryPassword(elsewhere, email, OLD_PASSWORD);
  await expect(elsewhere).toHaveURL(/\/choose-store$/);
  await signOut(page);

  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
  await expect(page.getByRole('heading', { name: 'Wachtwoord vergeten?' })).toBeVisible();
  // The address typed on the sign-in page comes along.
  await expect(page.getByLabel('E-mailadres')).toHaveValue(email);
  await page.getByRole('button', { name: 'Stuur de link' }).click();
  await expect(page.getByRole('heading', { name: 'Kijk in je mailbox' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(email);
  await screenshot(page, 'password-reset-sent');

  const mailbox = await freshPage();
  const link = await linkFromMailbox(mailbox, adminUrl, email, '/reset-password?token=');
  expect(link.startsWith(`${adminUrl}/reset-password?token=`)).toBe(true);
  await expect(mailbox.getByText('Hallo Ruben Hersteld,')).toHaveCount(1);

  await page.goto(link);
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Herhaal het nieuwe wachtwoord').fill(`${NEW_PASSWORD}!`);
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByText('De twee wachtwoorden zijn niet gelijk.')).toBeVisible();
  await page.getByLabel('Herhaal het nieuwe wachtwoord').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page).toHaveURL(/\/choose-store$/);
  await expect(page.getByText('Je nieuwe wachtwoord is opgeslagen.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kies een winkel' })).toBeVisible();

  // The browser that was signed in before is signed out at its next call.
  await elsewhere.reload();
  await expect(elsewhere).toHaveURL(/\/login$/);

  // The link works once.
  const again = await freshPage();
  await again.goto(link);
  await again.getByLabel('Nieuw wachtwoord', { exact: true }).fill('yet another passphrase');
  await again.getByLabel('Herhaal het nieuwe wachtwoord').fill('yet another passphrase');
  await again.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(
    again.getByText('Deze link om je wachtwoord te herstellen is verlopen of al gebruikt.'),
  ).toBeVisible();
  await again.getByRole('link', { name: 'Vraag een nieuwe link aan' }).click();
  await expect(again).toHaveURL(/\/forgot-password$/);
  await screenshot(page, 'password-reset-signed-in');

  await signOut(page);
  await tryPassword(page, email, OLD_PASSWORD);
  await expect(page.getByText('E-mailadres of wachtwoord is onjuist.').first()).toBeVisible();
  await tryPassword(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/choose-store$/);
});
