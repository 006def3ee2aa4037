/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Page, Route } from '@playwright/test';
import { createStore, openSection, registerMerchant } from './admin-helpers';
import { DESKTOP, PHONE, screenshot, screenshotsRequested } from './browser';
import { callApi, expect, server, test } from './fixtures';

let files: string;
test.beforeAll(() => {
  files = mkdtempSync(path.join(tmpdir(), 'catalog-e2e-'));
});
test.afterAll(() => {
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

/**
 * The toast that says `text`. Toasts stay 5 s, the newest on top: the first is the one the last action
 * raised.
 */
async function toast(page: Page, text: string): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible();
}

/** Saves the form through its save bar: the toast says so, and the bar goes, with nothing left unsaved. */
async function save(page: Page, text: string): Promise<void> {
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await toast(page, text);
  await expect(page.getByRole('button', { name: 'Opslaan' })).toBeHidden();
}

/**
 * Uploads `file` through the field labelled `label` and sees its progress bar. Uploads on the same
 * machine finish in a blink; held on their way until the bar has been seen, they stay on screen as
 * they would on a real connection.
 */
async function uploadSeenInProgress(page: Page, label: string, file: string): Promise<void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // The next upload (a POST; the images the page shows are fetched elsewhere), once.
  await page.route(
    (url) => url.pathname.startsWith('/v1/admin/media/'),
    async (route: Route) => {
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  await page.getByLabel(label).setInputFiles(file);
  await expect(page.getByRole('progressbar', { name: `${path.basename(file)} uploaden` })).toBeVisible();
  release();
}

async function createProduct(page: Page, name: string, price: string): Promise<void> {
  await page.getByRole('button', { name: 'Product toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuw product' });
  await dialog.getByLabel('Naam').fill(name);
  await dialog.getByLabel('Prijs incl. btw').fill(price);
  await dialog.getByRole('button', { name: 'Product aanmaken' }).click();
  await expect(page).toHaveURL(/\/products\/\d+$/);
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
}

test('a merchant fills a store: products with an image and a file, a discount, a published storefront', async ({
  page,
}) => {
  // A long journey (two products, two uploads, a storefront, the screens at two widths): on a loaded
  // machine it takes about a minute.
  test.setTimeout(120_000);
  await registerMerchant(page, server.adminUrl, 'Catalogus Anna');
  const storeName = `Fotostudio ${randomBytes(3).toString('hex')}`;
  const { storeId } = await createStore(page, storeName, 'Consumenten');

  await openSection(page, 'Producten');
  await expect(page.getByRole('heading', { name: 'Nog geen producten' })).toBeVisible();

  // Two products, so that the search has something to leave out.
  await createProduct(page, 'Poster Herfst', '9,95');
  await openSection(page, 'Producten');
  await createProduct(page, 'Fotoboek Zomer', '24,95');
  const productUrl = page.url();
  await expect(page.getByText('€ 20,62')).toBeVisible(); // 24,95 incl. 21% VAT is 20,62 excl.

  await uploadSeenInProgress(page, 'Afbeeldingen uploaden', await pngFile('omslag.png'));
  await expect(page.getByText('Hoofdafbeelding', { exact: true })).toBeVisible();
  await toast(page, 'omslag.png toegevoegd');
  // A file that only claims to be an image is refused, with the server's reason beside its name.
  await page.getByLabel('Afbeeldingen uploaden').setInputFiles(binaryFile('nep.png', 2000));
  await toast(page, 'nep.png: Dit bestand is geen');
  const alt = page.getByLabel('Alternatieve tekst van afbeelding 1');
  await alt.fill('Omslag van het fotoboek');
  await alt.press('Enter');
  await toast(page, 'Alternatieve tekst opgeslagen');

  await uploadSeenInProgress(page, 'Bestand uploaden', binaryFile('fotoboek.pdf', 2_000_000));
  // The item is named after its file: the name shows once, its size below it.
  await expect(page.getByText('2 MB', { exact: true })).toBeVisible();

  await page.getByLabel('Status', { exact: true }).selectOption('for_sale');
  await save(page, 'Product opgeslagen');

  // Search as you type finds the one product and leaves the other out.
  await openSection(page, 'Producten');
  await expect(page.getByRole('link', { name: 'Poster Herfst' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Zoek op naam of adres' }).fill('fotoboek');
  await expect(page).toHaveURL(/search=fotoboek/);
  await expect(page.getByRole('link', { name: 'Poster Herfst' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Fotoboek Zomer' }).click();
  await expect(page).toHaveURL(productUrl);

  // 20% off 24,95 is 19,96.
  await page.getByLabel('Soort korting').selectOption('percentage');
  await page.getByLabel('Korting', { exact: true }).fill('20');
  await expect(page.getByTestId('discounted-price')).toHaveText('€ 19,96');
  await save(page, 'Product opgeslagen');
  await openSection(page, 'Producten');
  await expect(page.getByRole('link', { name: 'Fotoboek Zomer' })).toBeVisible();
  await expect(page.getByText('€ 19,96')).toBeVisible();

  await openSection(page, 'Storefronts');
  await expect(page.getByRole('heading', { name: 'Nog geen storefronts' })).toBeVisible();
  await page.getByRole('button', { name: 'Storefront toevoegen' }).click();
  const newStorefront = page.getByRole('dialog', { name: 'Nieuwe storefront' });
  await newStorefront.getByLabel('Naam').fill('Zomerselectie');
  await newStorefront.getByRole('button', { name: 'Storefront aanmaken' }).click();
  await expect(page).toHaveURL(/\/storefronts\/\d+$/);
  const storefrontUrl = page.url();

  await page.getByRole('searchbox', { name: 'Zoek producten' }).fill('fotoboek');
  await page.getByRole('button', { name: 'Fotoboek Zomer toevoegen' }).click();
  await expect(
    page.getByRole('list', { name: 'Producten in deze storefront' }).getByText('Fotoboek Zomer'),
  ).toBeVisible();
  await page.getByRole('switch', { name: 'Gepubliceerd' }).click();

  // Leaving with unsaved changes asks first; staying keeps them.
  await openSection(page, 'Producten');
  const leave = page.getByRole('dialog', { name: 'Wijzigingen niet opgeslagen' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Annuleren' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(storefrontUrl);

  await save(page, 'Storefront opgeslagen');
  const shopLink = page.getByRole('link', { name: 'Bekijk in de shop' });
  const publicUrl = new URL((await shopLink.getAttribute('href')) ?? '');
  const storeSlug = publicUrl.hostname.split('.')[0];
  const storefrontSlug = publicUrl.pathname.slice(1);
  expect(storefrontSlug).toBe('zomerselectie');

  const front = await callApi(`${server.adminUrl}/v1/store/${storeSlug}/front/${storefrontSlug}`, 'GET');
  expect(front.status).toBe(200);
  const { storefront, products } = (front.body as { data?: unknown }).data as {
    storefront: { name: string };
    products: { name: string }[];
  };
  expect(storefront.name).toBe('Zomerselectie');
  expect(products.map((product) => product.name)).toEqual(['Fotoboek Zomer']);

  // The catalog screens at phone and desktop width: none scrolls sideways; pictures for a look by eye on request.
  const productsUrl = `${server.adminUrl}/store/${storeId}/products`;
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    const noSideScroll = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

    await page.goto(productsUrl);
    await expect(page.getByRole('link', { name: 'Fotoboek Zomer' })).toBeVisible();
    expect(await noSideScroll()).toBe(true);
    await screenshot(page, `catalog-${size}-products`);

    await page.goto(productUrl);
    await expect(page.getByText('Hoofdafbeelding', { exact: true })).toBeVisible();
    // The picture loads lazily: brought into view, as a merchant scrolling down would, it loads.
    const cover = page.getByRole('img', { name: 'Omslag van het fotoboek', exact: true });
    await cover.scrollIntoViewIfNeeded();
    await cover.evaluate((image: HTMLImageElement) => image.decode());
    expect(await noSideScroll()).toBe(true);
    await screenshot(page, `catalog-${size}-product-edit`);
    // A change brings up the save bar; Discard puts the saved values back.
    const name = page.getByLabel('Naam', { exact: true });
    await name.fill('Fotoboek Winter');
    const discard = page.getByRole('button', { name: 'Ongedaan maken' });
    await expect(discard).toBeVisible();
    if (screenshotsRequested()) {
      // The bar slides in; the screenshot waits until it has arrived.
      await discard.evaluate((button) =>
        Promise.all(
          (button.closest('.sticky')?.getAnimations() ?? []).map((animation) => animation.finished),
        ),
      );
      // What the screen shows, not the whole page: the bar sticks to the bottom of the screen.
      await page.screenshot({ path: `test-results/catalog-${size}-product-edit-unsaved.png` });
    }
    await discard.click();
    await expect(name).toHaveValue('Fotoboek Zomer');

    await page.goto(`${server.adminUrl}/store/${storeId}/storefronts`);
    await expect(page.getByRole('link', { name: 'Zomerselectie' })).toBeVisible();
    expect(await noSideScroll()).toBe(true);
    await screenshot(page, `catalog-${size}-storefronts`);

    await page.goto(storefrontUrl);
    await expect(
      page.getByRole('list', { name: 'Producten in deze storefront' }).getByText('Fotoboek Zomer'),
    ).toBeVisible();
    expect(await noSideScroll()).toBe(true);
    await screenshot(page, `catalog-${size}-storefront-edit`);
  }
});
