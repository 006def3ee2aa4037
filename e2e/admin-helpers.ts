import type { Page } from 'playwright-core';

/** Registers a new merchant through the form; the app then opens /create-store. */
export async function registerMerchant(page: Page, adminUrl: string, name: string): Promise<void> {
  await page.goto(`${adminUrl}/register`);
  await page.getByLabel('Naam', { exact: true }).fill(name);
  await page
    .getByLabel('E-mailadres')
    .fill(`${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`);
  await page.getByLabel('Wachtwoord').fill('correct horse battery');
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await page.waitForURL('**/create-store');
}

/** Creates a store through the form and waits for its order overview; returns the store id. */
export async function createStore(page: Page, name: string, businessType: 'Consumenten' | 'Bedrijven') {
  await page.getByLabel('Naam van de winkel').fill(name);
  await page.getByText(businessType, { exact: true }).click();
  await page.getByRole('button', { name: 'Winkel aanmaken' }).click();
  await page.waitForURL(/\/store\/\d+\/orders$/);
  return Number(/\/store\/(\d+)\//.exec(page.url())?.[1]);
}

export async function signIn(page: Page, adminUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${adminUrl}/login`);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.waitForURL('**/choose-store');
}

/** The labels of the admin's main menu, once it shows. */
export async function menuLabels(page: Page, menuName: string): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: menuName });
  await menu.waitFor();
  return menu.getByRole('link').allTextContents();
}

export async function openAccountMenu(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: label }).click();
  // Headless UI marks the menu with data-transition while it fades in.
  await page.locator('[role="menu"]:not([data-transition])').waitFor();
}
