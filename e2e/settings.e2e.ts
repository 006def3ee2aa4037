/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { createStore, registerMerchant } from './admin-helpers';
import { newPage, shoot } from './browser';
import { connectBrowser } from './shared-browser';
import { adminCall, answerTheMomentItOpens, openTab, save, shopUrl } from './settings-helpers';

/*
 * Every settings tab of a fresh merchant's fresh store (so the demo store stays as the other journeys
 * expect): opened, changed, saved, and read back after a reload; screenshots at phone and desktop width.
 */

let browser: Browser;
let page: Page;
let storeId: number;
let adminUrl: string;
const slug = `atelier-${Date.now().toString(36)}`;

beforeAll(async () => {
  browser = await connectBrowser();
  adminUrl = inject('adminUrl');
  page = await newPage(browser);
  await registerMerchant(page, adminUrl, 'Noor Jansen');
  storeId = await createStore(page, 'Atelier Noor', 'Consumenten');
});
afterAll(async () => {
  await browser.close();
});

const value = (label: string) => page.getByLabel(label, { exact: true }).inputValue();

test('store: name, web address (with a warning), business type, country, language, embedding', async () => {
  await openTab(page, adminUrl, storeId, '');
  await page.getByLabel('Naam van de winkel').fill('Atelier Noor & Co');
  await page.getByLabel('Webadres', { exact: true }).fill(slug);
  await page.getByText('Oude links werken dan niet meer').waitFor();
  await page.getByText('Bedrijven', { exact: true }).click();
  await page.getByLabel('Land van vestiging').selectOption('BE');
  await page.getByLabel('Standaardtaal van de winkel').selectOption('en');
  await page.getByLabel('Toegestane websites').fill('https://www.example.com\nnot a site');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await page.getByText(/^not a site: /).waitFor();
  await page.getByLabel('Toegestane websites').fill('https://www.example.com\nhttps://shop.example.org');
  await save(page);
  // The header takes the new name at once.
  await page.getByRole('button', { name: 'Atelier Noor & Co' }).waitFor();

  await page.reload();
  await page.locator('main h2').first().waitFor();
  expect(await value('Naam van de winkel')).toBe('Atelier Noor & Co');
  expect(await value('Webadres')).toBe(slug);
  expect(await page.getByLabel('Bedrijven').isChecked()).toBe(true);
  expect(await value('Land van vestiging')).toBe('BE');
  expect(await value('Standaardtaal van de winkel')).toBe('en');
  expect(await value('Toegestane websites')).toBe('https://www.example.com\nhttps://shop.example.org');
  await shoot(page, 'settings-store');
});

test('billing: an invalid IBAN is named beside its field; the details read back, IBAN grouped', async () => {
  await openTab(page, adminUrl, storeId, 'billing');
  await page.getByLabel('Statutaire naam').fill('Atelier Noor B.V.');
  await page.getByLabel('Adres').fill('Keizersgracht 1');
  await page.getByLabel('Postcode').fill('1015 AA');
  await page.getByLabel('Plaats').fill('Amsterdam');
  await page.getByLabel('Land', { exact: true }).selectOption('NL');
  await page.getByLabel('Btw-nummer').fill('NL123456789B01');
  await page.getByLabel('KvK-nummer').fill('12345678');
  await page.getByLabel('IBAN').fill('NL00 ABNA 0000 0000 00');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await page.getByText('Dit is geen geldig IBAN.').waitFor();

  // Leaving with unsaved changes asks first; staying keeps them.
  await page.getByRole('link', { name: 'Huisstijl' }).click();
  await page.getByRole('dialog', { name: 'Wijzigingen niet opgeslagen' }).waitFor();
  await page.getByRole('button', { name: 'Annuleren' }).click();
  // Closed before the next question: asked while this one still shows, the same dialog would stay.
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe(`/store/${storeId}/settings/billing`);
  // Even answered the moment it opens, the question leaves nothing behind over the page.
  await answerTheMomentItOpens(page, 'Huisstijl', 'Annuleren');
  await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 5000 });
  expect(await page.locator('#headlessui-portal-root').count()).toBe(0);

  await page.getByLabel('IBAN').fill('nl91abna0417164300');
  await save(page);
  await page.reload();
  await page.locator('main h2').first().waitFor();
  expect(await value('Statutaire naam')).toBe('Atelier Noor B.V.');
  expect(await value('Plaats')).toBe('Amsterdam');
  expect(await value('IBAN')).toBe('NL91 ABNA 0417 1643 00');
  await shoot(page, 'settings-billing');
});

test("branding: colour with contrast check and logo; the shop's theme colour follows", async () => {
  await openTab(page, adminUrl, storeId, 'branding');
  await page.getByLabel('Kleurcode').fill('#facc15');
  await page.getByText(/Witte tekst is slecht leesbaar/).waitFor();
  await page.getByLabel('Kleurcode').fill('#0f766e');
  await page.getByText(/Witte tekst is goed leesbaar/).waitFor();
  const previewColour = await page
    .getByTestId('preview-cart-button')
    .evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(previewColour).toBe('rgb(15, 118, 110)');
  await save(page);

  const logo = await sharp({ create: { width: 480, height: 160, channels: 4, background: '#0f766e' } })
    .png()
    .toBuffer();
  await page.getByLabel('Kies een logobestand').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: logo,
  });
  await page.getByText('Logo opgeslagen').waitFor();
  await page.getByRole('button', { name: 'Logo verwijderen' }).waitFor();

  await page.reload();
  await page.locator('main h2').first().waitFor();
  expect(await value('Kleurcode')).toBe('#0f766e');
  await page.getByRole('img', { name: 'Atelier Noor & Co' }).first().waitFor();
  await shoot(page, 'settings-branding');

  const shop = await newPage(browser);
  await shop.goto(shopUrl(inject('storeUrl'), slug));
  await shop.waitForFunction(
    () => document.querySelector('meta[name="theme-color"]')?.getAttribute('content') === '#0f766e',
  );
  await shop.context().close();
});

test('checkout: which fields are asked, the terms address, a note and the time to pay', async () => {
  await openTab(page, adminUrl, storeId, 'checkout');
  const company = page.getByRole('radiogroup', { name: 'Bedrijfsnaam' });
  await company.getByText('Verplicht').click();
  await page.getByRole('radiogroup', { name: 'Adres', exact: true }).getByText('Optioneel').click();
  await page.getByLabel('Webadres van je algemene voorwaarden').fill('not a url');
  await page.getByLabel('Opmerking bij het afrekenen').fill('Levering binnen 2 werkdagen.');
  const expiry = page.getByLabel('Uren tot een onbetaalde bestelling verloopt');
  expect(await expiry.inputValue()).toBe('24');
  await expiry.fill('0');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await page.locator('[aria-invalid="true"]').first().waitFor();
  expect(await expiry.getAttribute('aria-invalid')).toBe('true');
  await page.getByLabel('Webadres van je algemene voorwaarden').fill('https://www.example.com/voorwaarden');
  await expiry.fill('48');
  await save(page);

  await page.reload();
  await page.locator('main h2').first().waitFor();
  expect(await company.getByLabel('Verplicht').isChecked()).toBe(true);
  expect(
    await page.getByRole('radiogroup', { name: 'Adres', exact: true }).getByLabel('Optioneel').isChecked(),
  ).toBe(true);
  expect(await value('Webadres van je algemene voorwaarden')).toBe('https://www.example.com/voorwaarden');
  expect(await value('Opmerking bij het afrekenen')).toBe('Levering binnen 2 werkdagen.');
  expect(await value('Uren tot een onbetaalde bestelling verloopt')).toBe('48');
  await shoot(page, 'settings-checkout');
});

test('e-mails: sender, reply-to and footer, previewed in each language; a test e-mail', async () => {
  await openTab(page, adminUrl, storeId, 'emails');
  await page.getByLabel('Naam van de afzender').fill('Noor van Atelier');
  await page.getByLabel('Antwoordadres').fill('hallo@example.com');
  await page.getByLabel('Voettekst').fill('Keizersgracht 1, Amsterdam');
  expect(await page.getByTestId('preview-from').textContent()).toBe('Noor van Atelier');
  expect(await page.getByTestId('preview-footer').textContent()).toContain('Keizersgracht 1, Amsterdam');
  expect(await page.getByRole('button', { name: 'Stuur testmail' }).isDisabled()).toBe(true);
  await save(page);

  await page.getByLabel('Taal', { exact: true }).last().selectOption('de');
  expect(await page.getByTestId('preview-subject').textContent()).toBe(
    'Deine Bestellung #1001 bei Atelier Noor & Co',
  );
  await page.getByLabel('E-mail', { exact: true }).selectOption('notification');
  expect(await page.getByTestId('preview-subject').textContent()).toMatch(/^Neue Bestellung/);

  await page.getByRole('button', { name: 'Stuur testmail' }).click();
  await page.getByText('Testmail verstuurd naar je e-mailadres').waitFor();

  await page.reload();
  await page.locator('main h2').first().waitFor();
  expect(await value('Naam van de afzender')).toBe('Noor van Atelier');
  expect(await value('Antwoordadres')).toBe('hallo@example.com');
  expect(await value('Voettekst')).toBe('Keizersgracht 1, Amsterdam');
  await shoot(page, 'settings-emails');
});

test('notifications: the addresses (a bad one named) and the events', async () => {
  await openTab(page, adminUrl, storeId, 'notifications');
  await page.getByLabel('E-mailadressen').fill('orders@example.com\nno-address');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await page.getByText(/^no-address: /).waitFor();
  await page.getByLabel('E-mailadressen').fill('orders@example.com\nboekhouding@example.com');
  await page.getByLabel('Bestelling terugbetaald').check();
  await save(page);

  await page.reload();
  await page.locator('main h2').first().waitFor();
  expect(await value('E-mailadressen')).toBe('orders@example.com\nboekhouding@example.com');
  expect(await page.getByLabel('Bestelling terugbetaald').isChecked()).toBe(true);
  expect(await page.getByLabel('Nieuwe betaalde bestelling').isChecked()).toBe(true);
  expect(await page.getByLabel('Bestelling geannuleerd').isChecked()).toBe(false);
  await shoot(page, 'settings-notifications');
});

test('preferences: the interface language and the rows per page; the language switch agrees', async () => {
  await openTab(page, adminUrl, storeId, 'preferences');
  await page.getByLabel('Taal van het beheer').selectOption('en');
  await page.getByLabel('Rijen per pagina').selectOption('50');
  await save(page, 'Settings saved');
  await page.getByRole('navigation', { name: 'Settings sections' }).waitFor();

  await page.reload();
  await page.getByLabel('Admin language').waitFor();
  expect(await page.getByLabel('Admin language').inputValue()).toBe('en');
  expect(await page.getByLabel('Rows per page').inputValue()).toBe('50');
  await shoot(page, 'settings-preferences');

  // The header's switch changes the same preference.
  await page.getByLabel('Language', { exact: true }).first().selectOption('nl');
  await page.getByLabel('Taal van het beheer').waitFor();
  await expect
    .poll(async () => (await adminCall(page, 'GET', '/v1/admin/account')).body.data)
    .toMatchObject({ preferences: { locale: 'nl', per_page: 50 } });
});

test('providers: the list with states; Mollie set up with a key that is only shown as a hint', async () => {
  await openTab(page, adminUrl, storeId, 'providers');
  await page.getByText('Testprovider', { exact: true }).waitFor();
  await shoot(page, 'settings-providers');

  await page.getByRole('link', { name: /Mollie/ }).click();
  await page.waitForURL(`**/settings/providers/mollie`);
  await page.getByLabel('API-sleutel').fill('sk_wrong_1234567890');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await page.getByText('Dit lijkt geen sleutel van deze aanbieder.').waitFor();
  const key = 'test_abcdefghijklmnopqrstuvwxyz12';
  await page.getByLabel('API-sleutel').fill(key);
  await save(page);

  await page.reload();
  await page.getByLabel('API-sleutel').waitFor();
  expect(await value('API-sleutel')).toBe('');
  await page.getByText('Opgeslagen: test_…yz12', { exact: false }).waitFor();
  expect(await page.content()).not.toContain(key);
  await shoot(page, 'settings-provider-mollie');

  await page.getByRole('link', { name: 'Alle betaalproviders' }).click();
  await page.getByText('Sleutel test_…yz12').waitFor();
});
