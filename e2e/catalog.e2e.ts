/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { createStore, openSection, registerMerchant } from './admin-helpers';
import { DESKTOP, PHONE, newPage, screenshot } from './browser';
import { connectBrowser } from './shared-browser';

let browser: Browser;
let files: string;
beforeAll(async () => {
  browser = await connectBrowser();
  files = mkdtempSync(path.join(tmpdir(), 'catalog-e2e-'));
});
afterAll(async () => {
  await browser.close();
  rmSync(files, { recursive: true, force: true });
});

/** A real PNG, so the server's image check and re-encoding run as they would for a merchant. */
async function pngFile(name: string): Promise<string> {
  const file = path.join(files, name);
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer();
  writeFileSync(file, png);
  return file;
}

function binaryFile(name: string, bytes: number): string {
  const file = path.join(files, name);
  writeFileSync(file, Buffer.alloc(bytes, 7));
  return file;
}

async function toast(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

async function createProduct(page: Page, name: string, price: string): Promise<void> {
  await page.getByRole('button', { name: 'Product toevoegen' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nieuw product' });
  await dialog.getByLabel('Naam').fill(name);
  await dialog.getByLabel('Prijs incl. btw').fill(price);
  await dialog.getByRole('button', { name: 'Product aanmaken' }).click();
  await page.waitForURL(/\/products\/\d+$/);
  await page.getByRole('heading', { name, level: 2 }).waitFor();
}

test('a merchant fills a store: products with an image and a file, a discount, a published storefront', async () => {
  const adminUrl = inject('adminUrl');
  const page = await newPage(browser, DESKTOP);
  // Uploads on the same machine finish in a blink; a short delay on the way keeps the bars on screen
  // long enough to be seen, as they would be on a real connection.
  await page.route('**/v1/admin/media/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });

  await registerMerchant(page, adminUrl, 'Catalogus Anna');
  const storeName = `Fotostudio ${Date.now()}`;
  const storeId = await createStore(page, storeName, 'Consumenten');

  await openSection(page, 'Producten');
  await page.getByRole('heading', { name: 'Nog geen producten' }).waitFor();

  // Two products, so that the search has something to leave out.
  await createProduct(page, 'Poster Herfst', '9,95');
  await openSection(page, 'Producten');
  await createProduct(page, 'Fotoboek Zomer', '24,95');
  const productUrl = page.url();
  await page.getByText('€ 20,62').waitFor(); // 24,95 incl. 21% VAT is 20,62 excl.

  await page.getByLabel('Afbeeldingen uploaden').setInputFiles(await pngFile('omslag.png'));
  await page.getByRole('progressbar', { name: 'omslag.png uploaden' }).waitFor();
  await page.getByText('Hoofdafbeelding', { exact: true }).waitFor();
  await toast(page, 'omslag.png toegevoegd');
  // A file that only claims to be an image is refused, with the server's reason beside its name.
  await page.getByLabel('Afbeeldingen uploaden').setInputFiles(binaryFile('nep.png', 2000));
  await toast(page, 'nep.png: Dit bestand is geen');
  const alt = page.getByLabel('Alternatieve tekst van afbeelding 1');
  await alt.fill('Omslag van het fotoboek');
  await alt.press('Enter');
  await toast(page, 'Alternatieve tekst opgeslagen');

  await page.getByLabel('Bestand uploaden').setInputFiles(binaryFile('fotoboek.pdf', 2_000_000));
  await page.getByRole('progressbar', { name: 'fotoboek.pdf uploaden' }).waitFor();
  // The item is named after its file: the name shows once, its size below it.
  await page.getByText('2 MB', { exact: true }).waitFor();

  await page.getByLabel('Status', { exact: true }).selectOption('for_sale');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await toast(page, 'Product opgeslagen');

  // Search as you type finds the one product and leaves the other out.
  await openSection(page, 'Producten');
  await page.getByRole('link', { name: 'Poster Herfst' }).waitFor();
  await page.getByRole('searchbox', { name: 'Zoek op naam of adres' }).fill('fotoboek');
  await page.waitForURL(/search=fotoboek/);
  await page.getByRole('link', { name: 'Poster Herfst' }).waitFor({ state: 'detached' });
  await page.getByRole('link', { name: 'Fotoboek Zomer' }).click();
  await page.waitForURL(productUrl);

  // 20% off 24,95 is 19,96.
  await page.getByLabel('Soort korting').selectOption('percentage');
  await page.getByLabel('Korting', { exact: true }).fill('20');
  const discounted = await page.getByTestId('discounted-price').textContent();
  expect(discounted?.replace(/\s/g, ' ')).toBe('€ 19,96');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await toast(page, 'Product opgeslagen');
  await openSection(page, 'Producten');
  await page.getByRole('link', { name: 'Fotoboek Zomer' }).waitFor();
  await page.getByText('€ 19,96').waitFor();

  await openSection(page, 'Storefronts');
  await page.getByRole('heading', { name: 'Nog geen storefronts' }).waitFor();
  await page.getByRole('button', { name: 'Storefront toevoegen' }).click();
  await page.getByRole('dialog').getByLabel('Naam').fill('Zomerselectie');
  await page.getByRole('button', { name: 'Storefront aanmaken' }).click();
  await page.waitForURL(/\/storefronts\/\d+$/);
  const storefrontUrl = page.url();

  await page.getByRole('searchbox', { name: 'Zoek producten' }).fill('fotoboek');
  await page.getByRole('button', { name: 'Fotoboek Zomer toevoegen' }).click();
  await page
    .getByRole('list', { name: 'Producten in deze storefront' })
    .getByText('Fotoboek Zomer')
    .waitFor();
  await page.getByRole('switch', { name: 'Gepubliceerd' }).click();

  // Leaving with unsaved changes asks first; staying keeps them.
  await openSection(page, 'Producten');
  const leave = page.getByRole('dialog', { name: 'Wijzigingen niet opgeslagen' });
  await leave.waitFor();
  await leave.getByRole('button', { name: 'Annuleren' }).click();
  expect(page.url()).toBe(storefrontUrl);

  await page.getByRole('button', { name: 'Opslaan' }).click();
  await toast(page, 'Storefront opgeslagen');
  const shopLink = page.getByRole('link', { name: 'Bekijk in de shop' });
  const publicUrl = new URL((await shopLink.getAttribute('href')) ?? '');
  const storeSlug = publicUrl.hostname.split('.')[0];
  const storefrontSlug = publicUrl.pathname.slice(1);
  expect(storefrontSlug).toBe('zomerselectie');

  // Asked from the browser, which resolves every *.localhost name (Node does not).
  const front = await page.evaluate(async (url) => {
    const response = await fetch(url);
    return {
      status: response.status,
      body: (await response.json()) as {
        data: { storefront: { name: string }; products: { name: string }[] };
      },
    };
  }, `${adminUrl}/v1/store/${storeSlug}/front/${storefrontSlug}`);
  expect(front.status).toBe(200);
  expect(front.body.data.storefront.name).toBe('Zomerselectie');
  expect(front.body.data.products.map((product) => product.name)).toEqual(['Fotoboek Zomer']);

  // The catalog screens at phone and desktop width, for a look by eye.
  const productsUrl = `${adminUrl}/store/${storeId}/products`;
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    const noSideScroll = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

    await page.goto(productsUrl);
    await page.getByRole('link', { name: 'Fotoboek Zomer' }).waitFor();
    expect(await noSideScroll()).toBe(true);
    await screenshot(page, `catalog-${size}-products`);

    await page.goto(productUrl);
    await page.getByText('Hoofdafbeelding', { exact: true }).waitFor();
    // The picture loads lazily: brought into view, as a merchant scrolling down would, it loads.
    const cover = page.locator('img[alt="Omslag van het fotoboek"]');
    await cover.scrollIntoViewIfNeeded();
    await cover.evaluate((image: HTMLImageElement) => image.decode());
    expect(await noSideScroll()).toBe(true);
    await screenshot(page, `catalog-${size}-product-edit`);
    // A change brings up the save bar; Discard puts the saved values back.
    const name = page.getByLabel('Naam', { exact: true });
    await name.fill('Fotoboek Winter');
    // The bar slides in; the screenshot waits until it has arrived.
    await page
      .getByRole('button', { name: 'Ongedaan maken' })
      .evaluate((button) =>
        Promise.all(
          (button.closest('.sticky')?.getAnimations() ?? []).map((animation) => animation.finished),
        ),
      );
    // What the screen shows, not the whole page: the bar sticks to the bottom of the screen.
    await page.screenshot({ path: `test-results/catalog-${size}-product-edit-unsaved.png` });
    await page.getByRole('button', { name: 'Ongedaan maken' }).click();
    expect(await name.inputValue()).toBe('Fotoboek Zomer');

    await page.goto(`${adminUrl}/store/${storeId}/storefronts`);
    await page.getByRole('link', { name: 'Zomerselectie' }).waitFor();
    expect(await noSideScroll()).toBe(true);
    await screenshot(page, `catalog-${size}-storefronts`);

    await page.goto(storefrontUrl);
    await page
      .getByRole('list', { name: 'Producten in deze storefront' })
      .getByText('Fotoboek Zomer')
      .waitFor();
    expect(await noSideScroll()).toBe(true);
    await screenshot(page, `catalog-${size}-storefront-edit`);
  }
});
