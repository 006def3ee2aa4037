/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import type { Page } from '@playwright/test';
import { createStore, openAccountMenu, openSection, registerMerchant } from './admin-helpers';
import { DESKTOP, PHONE, screenshot } from './browser';
import { expect, server, test } from './fixtures';

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/**
 * The main pages at phone and desktop width: the sign-in and registration pages, which hold nothing
 * that differs per run, compared with their references (e2e/screenshots/); the others saved for a look
 * by eye on request.
 */
for (const [size, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`the main pages render at ${size} width`, async ({ page, demo }) => {
    await page.setViewportSize(viewport);
    await page.goto(`${server.adminUrl}/login`);
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByText('Dit veld is verplicht.').first()).toBeVisible();
    expect(await noSideScroll(page)).toBe(true);
    await expect(page).toHaveScreenshot(`${size}-login.png`, { fullPage: true });

    await page.getByRole('link', { name: 'Maak er gratis een aan' }).click();
    await expect(page.getByRole('heading', { name: 'Account aanmaken' })).toBeVisible();
    expect(await noSideScroll(page)).toBe(true);
    await expect(page).toHaveScreenshot(`${size}-register.png`, { fullPage: true });

    await registerMerchant(page, server.adminUrl, `Screen ${size}`);
    await page.getByLabel('Naam van de winkel').fill(`Koffie ${size}`);
    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, `${size}-create-store`);

    await createStore(page, `Koffie ${size}`, 'Consumenten');
    await openAccountMenu(page, `Koffie ${size}`);
    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, `${size}-orders-account-menu`);
    await page.keyboard.press('Escape');

    // On a phone the main menu unfolds from its button first.
    if (size === 'phone') await page.getByRole('button', { name: /^Menu/ }).click();
    await openSection(page, 'Instellingen');
    await expect(page.getByRole('heading', { name: 'Instellingen' })).toBeVisible();
    await screenshot(page, `${size}-settings`);

    await page.goto(`${server.adminUrl}/choose-store`);
    await expect(page.getByRole('link', { name: new RegExp(`Koffie ${size}`) })).toBeVisible();
    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, `${size}-choose-store`);

    await page.goto(demo.storeUrl);
    await expect(page.getByRole('heading', { name: 'Welkom bij Demo Store' })).toBeVisible();
    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, `${size}-store-home`);
  });
}
