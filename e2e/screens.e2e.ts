/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { createStore, openAccountMenu, openSection, registerMerchant } from './admin-helpers';
import { DESKTOP, PHONE, newPage, screenshot } from './browser';
import { expectScreenshot } from './screenshot-compare';
import { connectBrowser } from './shared-browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

/**
 * The main pages at phone and desktop width, saved to test-results/ for a look by eye; the sign-in
 * and registration pages, which hold nothing that differs per run, compared with their references.
 */
for (const [size, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`the main pages render at ${size} width`, async () => {
    const adminUrl = inject('adminUrl');
    const page = await newPage(browser, viewport);
    const noSideScroll = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

    await page.goto(`${adminUrl}/login`);
    await page.getByRole('heading', { name: 'Inloggen' }).waitFor();
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByText('Dit veld is verplicht.').first().waitFor();
    expect(await noSideScroll()).toBe(true);
    await expectScreenshot(page, `${size}-login`);

    await page.getByRole('link', { name: 'Maak er gratis een aan' }).click();
    await page.getByRole('heading', { name: 'Account aanmaken' }).waitFor();
    expect(await noSideScroll()).toBe(true);
    await expectScreenshot(page, `${size}-register`);

    await registerMerchant(page, adminUrl, `Screen ${size}`);
    await page.getByLabel('Naam van de winkel').fill(`Koffie ${size}`);
    expect(await noSideScroll()).toBe(true);
    await screenshot(page, `${size}-create-store`);

    await createStore(page, `Koffie ${size}`, 'Consumenten');
    await openAccountMenu(page, `Koffie ${size}`);
    expect(await noSideScroll()).toBe(true);
    await screenshot(page, `${size}-orders-account-menu`);
    await page.keyboard.press('Escape');

    // On a phone the main menu unfolds from its button first.
    if (size === 'phone') await page.getByRole('button', { name: /^Menu/ }).click();
    await openSection(page, 'Instellingen');
    await page.getByRole('heading', { name: 'Instellingen' }).waitFor();
    await screenshot(page, `${size}-settings`);

    await page.goto(`${adminUrl}/choose-store`);
    await page.getByRole('link', { name: new RegExp(`Koffie ${size}`) }).waitFor();
    expect(await noSideScroll()).toBe(true);
    await screenshot(page, `${size}-choose-store`);

    await page.goto(inject('storeUrl'));
    await page.getByRole('heading', { name: 'Welkom bij Demo Store' }).waitFor();
    expect(await noSideScroll()).toBe(true);
    await screenshot(page, `${size}-store-home`);
  });
}
