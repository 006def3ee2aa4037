/// <reference lib="dom" />
// The callback given to page.evaluate runs in the browser.
import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/** Registers a new merchant through the form; the app then opens /create-store. Answers the e-mail address. */
export async function registerMerchant(page: Page, adminUrl: string, name: string): Promise<string> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${randomBytes(4).toString('hex')}@example.com`;
  await page.goto(`${adminUrl}/register`);
  await page.getByLabel('Naam', { exact: true }).fill(name);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill('correct horse battery');
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page).toHaveURL(/\/create-store$/);
  return email;
}

/** A store's home in the admin, where sign-in with one store and creating a store lead. */
const STORE_HOME = /\/store\/(\d+)$/;

/**
 * A web address no other store has (the one a store's name gives may be another journey's on the same
 * server): the name's first 31 characters and 8 random ones, within the 40 an address may have.
 */
export function uniqueSlug(name: string): string {
  const start = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 31)
    .replace(/^-+|-+$/g, '');
  return `${start}-${randomBytes(4).toString('hex')}`;
}

/**
 * Creates a store through the form, at a web address of its own (`uniqueSlug`), and waits for its home;
 * answers the store's id and web address.
 */
export async function createStore(page: Page, name: string, businessType: 'Consumenten' | 'Bedrijven') {
  const slug = uniqueSlug(name);
  await page.getByLabel('Naam van de winkel').fill(name);
  await page.getByLabel('Webadres', { exact: true }).fill(slug);
  await page.getByText(businessType, { exact: true }).click();
  await page.getByRole('button', { name: 'Shop toevoegen' }).click();
  await expect(page).toHaveURL(STORE_HOME);
  return { storeId: Number(STORE_HOME.exec(new URL(page.url()).pathname)?.[1]), slug };
}

/** Signs in; the app then opens the one store's home, or the choice of stores when there are more. */
export async function signIn(page: Page, adminUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${adminUrl}/login`);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/(choose-store|store\/\d+)$/);
}

/** The links of the admin's main menu (named `menuName` in the page's language). */
export const mainMenu = (page: Page, menuName: string) =>
  page.getByRole('navigation', { name: menuName }).getByRole('link');

/**
 * Opens a section from the admin's main menu (on a phone, unfold it first). The link is found inside the menu by its
 * exact name: a store's home also links to the products ("Naar producten") once its checklist has loaded.
 */
export async function openSection(
  page: Page,
  name: 'Bestellingen' | 'Producten' | 'Storefronts' | 'Instellingen',
) {
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name, exact: true }).click();
}

export async function openAccountMenu(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: label }).click();
  // Headless UI marks the menu with data-transition while it fades in.
  await expect(page.locator('[role="menu"]:not([data-transition])')).toBeVisible();
}

/**
 * A product for sale at €25.00 in the store, through the admin API with the signed-in page's token;
 * answers its id and address, and the store's address.
 */
export async function productForSale(admin: Page, storeId: number, name: string) {
  return admin.evaluate(
    async ({ storeId, name }) => {
      const { token } = JSON.parse(localStorage.getItem('auth')!) as { token: string };
      const headers = {
        Authorization: `Bearer ${token}`,
        Accept: 'application/json',
        'Content-Type': 'application/json',
      };
      const product = await fetch('/v1/admin/product', {
        method: 'POST',
        headers,
        body: JSON.stringify({ store_id: storeId, name, price: 2500, status: 'for_sale' }),
      });
      const store = await fetch(`/v1/admin/store/${storeId}`, { headers });
      const created = ((await product.json()) as { data: { id: number; slug: string } }).data;
      return {
        productId: created.id,
        productSlug: created.slug,
        storeSlug: ((await store.json()) as { data: { slug: string } }).data.slug,
      };
    },
    { storeId, name },
  );
}
