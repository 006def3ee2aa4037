/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { createStore, registerMerchant, uniqueSlug } from './admin-helpers';
import { shoot } from './browser';
import { expect, server, shopAddress, test } from './fixtures';
import { adminCall, answerTheMomentItOpens, openTab, save } from './settings-helpers';

/*
 * Every settings tab of a fresh merchant's fresh store (so the demo store stays as the other journeys
 * expect): opened, changed, saved, and read back after a reload; screenshots at phone and desktop width.
 * Each tab's journey registers a merchant of its own, so the journeys run in any order.
 */

/**
 * A fresh merchant with a fresh consumer store named `name` at a web address of its own, signed in on
 * `page`; answers the store's id and web address.
 */
async function freshStore(page: Page, name = 'Atelier Noor & Co') {
  await registerMerchant(page, server.adminUrl, 'Noor Jansen');
  return createStore(page, name, 'Consumenten');
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Reloads the tab and waits until its form has loaded again. */
async function reloadTab(page: Page) {
  await page.reload();
  await expect(page.locator('main h2').first()).toBeVisible();
}

test('store: name, web address (with a warning), business type, country, language, embedding', async ({
  page,
}) => {
  const { storeId } = await freshStore(page, 'Atelier Noor');
  const slug = uniqueSlug('atelier');
  await openTab(page, server.adminUrl, storeId, '');
  await page.getByLabel('Naam van de winkel').fill('Atelier Noor & Co');
  await page.getByLabel('Webadres', { exact: true }).fill(slug);
  await expect(page.getByText('Oude links werken dan niet meer')).toBeVisible();
  await page.getByText('Bedrijven', { exact: true }).click();
  await page.getByLabel('Land van vestiging').selectOption('BE');
  await page.getByLabel('Standaardtaal van de winkel').selectOption('en');
  await page.getByLabel('Toegestane websites').fill('https://www.example.com\nnot a site');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText(/^not a site: /)).toBeVisible();
  await page.getByLabel('Toegestane websites').fill('https://www.example.com\nhttps://shop.example.org');
  await save(page);
  // The header takes the new name at once.
  await expect(page.getByRole('button', { name: 'Atelier Noor & Co' })).toBeVisible();

  await reloadTab(page);
  await expect(field(page, 'Naam van de winkel')).toHaveValue('Atelier Noor & Co');
  await expect(field(page, 'Webadres')).toHaveValue(slug);
  await expect(page.getByLabel('Bedrijven')).toBeChecked();
  await expect(field(page, 'Land van vestiging')).toHaveValue('BE');
  await expect(field(page, 'Standaardtaal van de winkel')).toHaveValue('en');
  await expect(field(page, 'Toegestane websites')).toHaveValue(
    'https://www.example.com\nhttps://shop.example.org',
  );
  await shoot(page, 'settings-store');
});

test('billing: an invalid IBAN is named beside its field; the details read back, IBAN grouped', async ({
  page,
}) => {
  const { storeId } = await freshStore(page);
  await openTab(page, server.adminUrl, storeId, 'billing');
  await page.getByLabel('Statutaire naam').fill('Atelier Noor B.V.');
  await page.getByLabel('Adres').fill('Keizersgracht 1');
  await page.getByLabel('Postcode').fill('1015 AA');
  await page.getByLabel('Plaats').fill('Amsterdam');
  await page.getByLabel('Btw-nummer').fill('NL123456789B01');
  await page.getByLabel('KvK-nummer').fill('12345678');
  await page.getByLabel('IBAN').fill('NL00 ABNA 0000 0000 00');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Dit is geen geldig IBAN.')).toBeVisible();

  // Leaving with unsaved changes asks first; staying keeps them.
  await page.getByRole('link', { name: 'Huisstijl' }).click();
  await expect(page.getByRole('dialog', { name: 'Wijzigingen niet opgeslagen' })).toBeVisible();
  await page.getByRole('button', { name: 'Annuleren' }).click();
  // Closed before the next question: asked while this one still shows, the same dialog would stay.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe(`/store/${storeId}/settings/billing`);
  // Even answered the moment it opens, the question leaves nothing behind over the page.
  await answerTheMomentItOpens(page, 'Huisstijl', 'Annuleren');
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 5000 });
  await expect(page.locator('#headlessui-portal-root')).toHaveCount(0);

  await page.getByLabel('IBAN').fill('nl91abna0417164300');
  await save(page);
  await reloadTab(page);
  await expect(field(page, 'Statutaire naam')).toHaveValue('Atelier Noor B.V.');
  await expect(field(page, 'Plaats')).toHaveValue('Amsterdam');
  await expect(field(page, 'IBAN')).toHaveValue('NL91 ABNA 0417 1643 00');
  await shoot(page, 'settings-billing');
});

test("branding: colour with contrast check and logo; the shop's theme colour follows", async ({
  browser,
  page,
}) => {
  const { storeId, slug } = await freshStore(page);
  await openTab(page, server.adminUrl, storeId, 'branding');
  await page.getByLabel('Kleurcode').fill('#facc15');
  await expect(page.getByText(/Witte tekst is slecht leesbaar/)).toBeVisible();
  await page.getByLabel('Kleurcode').fill('#0f766e');
  await expect(page.getByText(/Witte tekst is goed leesbaar/)).toBeVisible();
  await expect(page.getByTestId('preview-cart-button')).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  await save(page);

  const logo = await sharp({ create: { width: 480, height: 160, channels: 4, background: '#0f766e' } })
    .png()
    .toBuffer();
  await page.getByLabel('Kies een logobestand').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: logo,
  });
  await expect(page.getByText('Logo opgeslagen')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logo verwijderen' })).toBeVisible();

  await reloadTab(page);
  await expect(field(page, 'Kleurcode')).toHaveValue('#0f766e');
  await expect(page.getByRole('img', { name: 'Atelier Noor & Co' }).first()).toBeVisible();
  await shoot(page, 'settings-branding');

  const shopContext = await browser.newContext();
  const shop = await shopContext.newPage();
  await shop.goto(shopAddress(slug));
  await expect(shop.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0f766e');
  await shopContext.close();
});

test('checkout: which fields are asked, the terms address, a note and the time to pay', async ({ page }) => {
  const { storeId } = await freshStore(page);
  await openTab(page, server.adminUrl, storeId, 'checkout');
  const company = page.getByRole('radiogroup', { name: 'Bedrijfsnaam' });
  const address = page.getByRole('radiogroup', { name: 'Adres', exact: true });
  await company.getByText('Verplicht').click();
  await address.getByText('Optioneel').click();
  await page.getByLabel('Webadres van je algemene voorwaarden').fill('not a url');
  await page.getByLabel('Opmerking bij het afrekenen').fill('Levering binnen 2 werkdagen.');
  const expiry = page.getByLabel('Uren tot een onbetaalde bestelling verloopt');
  await expect(expiry).toHaveValue('24');
  await expiry.fill('0');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expect(expiry).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Webadres van je algemene voorwaarden').fill('https://www.example.com/voorwaarden');
  await expiry.fill('48');
  await save(page);

  await reloadTab(page);
  await expect(company.getByLabel('Verplicht')).toBeChecked();
  await expect(address.getByLabel('Optioneel')).toBeChecked();
  await expect(field(page, 'Webadres van je algemene voorwaarden')).toHaveValue(
    'https://www.example.com/voorwaarden',
  );
  await expect(field(page, 'Opmerking bij het afrekenen')).toHaveValue('Levering binnen 2 werkdagen.');
  await expect(field(page, 'Uren tot een onbetaalde bestelling verloopt')).toHaveValue('48');
  await shoot(page, 'settings-checkout');
});

test('e-mails: sender, reply-to and footer, previewed in each language; a test e-mail', async ({ page }) => {
  const { storeId } = await freshStore(page);
  await openTab(page, server.adminUrl, storeId, 'emails');
  await page.getByLabel('Naam van de afzender').fill('Noor van Atelier');
  await page.getByLabel('Antwoordadres').fill('hallo@example.com');
  await page.getByLabel('Voettekst').fill('Keizersgracht 1, Amsterdam');
  await expect(page.getByTestId('preview-from')).toHaveText('Noor van Atelier');
  // The mail itself, as the API renders it, in its frame.
  await expect(page.frameLocator('[data-testid="preview-body"]').locator('body')).toContainText(
    'Keizersgracht 1, Amsterdam',
  );
  await expect(page.getByRole('button', { name: 'Stuur testmail' })).toBeDisabled();
  await save(page);

  await page.getByLabel('Taal', { exact: true }).last().selectOption('de');
  await expect(page.getByTestId('preview-subject')).toHaveText(
    'Deine Bestellung #1001 bei Atelier Noor & Co',
  );
  await page.getByLabel('E-mail', { exact: true }).selectOption('notification');
  await expect(page.getByTestId('preview-subject')).toHaveText(/^Neue Bestellung/);

  await page.getByRole('button', { name: 'Stuur testmail' }).click();
  await expect(page.getByText('Testmail verstuurd naar je e-mailadres')).toBeVisible();

  await reloadTab(page);
  await expect(field(page, 'Naam van de afzender')).toHaveValue('Noor van Atelier');
  await expect(field(page, 'Antwoordadres')).toHaveValue('hallo@example.com');
  await expect(field(page, 'Voettekst')).toHaveValue('Keizersgracht 1, Amsterdam');
  await shoot(page, 'settings-emails');
});

test('notifications: the addresses (a bad one named) and the events', async ({ page }) => {
  const { storeId } = await freshStore(page);
  await openTab(page, server.adminUrl, storeId, 'notifications');
  await page.getByLabel('E-mailadressen').fill('orders@example.com\nno-address');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText(/^no-address: /)).toBeVisible();
  await page.getByLabel('E-mailadressen').fill('orders@example.com\nboekhouding@example.com');
  await page.getByLabel('Bestelling terugbetaald').check();
  await save(page);

  await reloadTab(page);
  await expect(field(page, 'E-mailadressen')).toHaveValue('orders@example.com\nboekhouding@example.com');
  await expect(page.getByLabel('Bestelling terugbetaald')).toBeChecked();
  await expect(page.getByLabel('Nieuwe betaalde bestelling')).toBeChecked();
  await expect(page.getByLabel('Bestelling geannuleerd')).not.toBeChecked();
  await shoot(page, 'settings-notifications');
});

test('preferences: the interface language and the rows per page; the language switch agrees', async ({
  page,
}) => {
  const { storeId } = await freshStore(page);
  await openTab(page, server.adminUrl, storeId, 'preferences');
  await page.getByLabel('Taal van het beheer').selectOption('en');
  await page.getByLabel('Rijen per pagina').selectOption('50');
  await save(page, 'Settings saved');
  await expect(page.getByRole('navigation', { name: 'Settings sections' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Admin language')).toHaveValue('en');
  await expect(page.getByLabel('Rows per page')).toHaveValue('50');
  await shoot(page, 'settings-preferences');

  // The header's switch changes the same preference.
  await page.getByLabel('Language', { exact: true }).first().selectOption('nl');
  await expect(page.getByLabel('Taal van het beheer')).toBeVisible();
  await expect
    .poll(async () => (await adminCall(page, 'GET', '/v1/admin/account')).body.data)
    .toMatchObject({ preferences: { locale: 'nl', per_page: 50 } });
});

test('providers: the list with states; Mollie set up with a key that is only shown as a hint', async ({
  page,
}) => {
  const { storeId } = await freshStore(page);
  await openTab(page, server.adminUrl, storeId, 'providers');
  await expect(page.getByText('Testprovider', { exact: true })).toBeVisible();
  await shoot(page, 'settings-providers');

  await page.getByRole('link', { name: /Mollie/ }).click();
  await expect(page).toHaveURL(/\/settings\/providers\/mollie$/);
  await page.getByLabel('API-sleutel', { exact: true }).fill('sk_wrong_1234567890');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Dit lijkt geen sleutel van deze aanbieder.')).toBeVisible();
  // A test key is no live key: the field says where it goes.
  await page.getByLabel('API-sleutel', { exact: true }).fill('test_abcdefghijklmnopqrstuvwxyz12');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Dit is een testsleutel: vul hem in bij de testsleutels.')).toBeVisible();
  const key = 'live_abcdefghijklmnopqrstuvwxyz12';
  await page.getByLabel('API-sleutel', { exact: true }).fill(key);
  await save(page);

  await page.reload();
  await expect(field(page, 'API-sleutel')).toHaveValue('');
  await expect(page.getByText('Opgeslagen: live_…yz12', { exact: false })).toBeVisible();
  expect(await page.content()).not.toContain(key);
  await shoot(page, 'settings-provider-mollie');

  await page.getByRole('link', { name: 'Alle betaalproviders' }).click();
  await expect(page.getByText('Sleutel live_…yz12')).toBeVisible();
});
