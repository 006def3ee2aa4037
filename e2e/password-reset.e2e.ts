import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { openAccountMenu, registerMerchant } from './admin-helpers';
import { newPage, screenshot } from './browser';
import { linkFromMailbox } from './mailbox';
import { connectBrowser } from './shared-browser';

const OLD_PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new passphrase';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Signs out through the account menu of a merchant without a store (its button has no store name). */
async function signOut(page: Page) {
  await openAccountMenu(page, 'Account en winkels');
  await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
  await page.waitForURL('**/login');
}

async function tryPassword(page: Page, email: string, password: string) {
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

test('a password reset: asked on the sign-in page, the link from the mail sets a new password once, signs in here and out elsewhere', async () => {
  const adminUrl = inject('adminUrl');
  const page = await newPage(browser);
  const email = await registerMerchant(page, adminUrl, 'Ruben Hersteld');
  const elsewhere = await newPage(browser);
  await elsewhere.goto(`${adminUrl}/login`);
  await tryPassword(elsewhere, email, OLD_PASSWORD);
  await elsewhere.waitForURL('**/choose-store');
  await signOut(page);

  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
  await page.getByRole('heading', { name: 'Wachtwoord vergeten?' }).waitFor();
  // The address typed on the sign-in page comes along.
  expect(await page.getByLabel('E-mailadres').inputValue()).toBe(email);
  await page.getByRole('button', { name: 'Stuur de link' }).click();
  await page.getByRole('heading', { name: 'Kijk in je mailbox' }).waitFor();
  expect(await page.getByRole('status').textContent()).toContain(email);
  await screenshot(page, 'password-reset-sent');

  const mailbox = await newPage(browser);
  const link = await linkFromMailbox(mailbox, adminUrl, email, '/reset-password?token=');
  expect(link.startsWith(`${adminUrl}/reset-password?token=`)).toBe(true);
  expect(await mailbox.getByText('Hallo Ruben Hersteld,').count()).toBe(1);

  await page.goto(link);
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Herhaal het nieuwe wachtwoord').fill(`${NEW_PASSWORD}!`);
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await page.getByText('De twee wachtwoorden zijn niet gelijk.').waitFor();
  await page.getByLabel('Herhaal het nieuwe wachtwoord').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await page.waitForURL('**/choose-store');
  await page.getByText('Je nieuwe wachtwoord is opgeslagen.').waitFor();
  await page.getByRole('heading', { name: 'Kies een winkel' }).waitFor();

  // The browser that was signed in before is signed out at its next call.
  await elsewhere.reload();
  await elsewhere.waitForURL('**/login');

  // The link works once.
  const again = await newPage(browser);
  await again.goto(link);
  await again.getByLabel('Nieuw wachtwoord', { exact: true }).fill('yet another passphrase');
  await again.getByLabel('Herhaal het nieuwe wachtwoord').fill('yet another passphrase');
  await again.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await again.getByText('Deze link om je wachtwoord te herstellen is verlopen of al gebruikt.').waitFor();
  await again.getByRole('link', { name: 'Vraag een nieuwe link aan' }).click();
  await again.waitForURL('**/forgot-password');
  await screenshot(page, 'password-reset-signed-in');

  await signOut(page);
  await tryPassword(page, email, OLD_PASSWORD);
  await page.getByText('E-mailadres of wachtwoord is onjuist.').first().waitFor();
  await tryPassword(page, email, NEW_PASSWORD);
  await page.waitForURL('**/choose-store');
});
