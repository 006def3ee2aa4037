import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser, newPage, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

test('a store host downloads no admin code', async () => {
  const page = await newPage(browser);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });

  await page.goto(inject('storeUrl'));
  await page.getByRole('heading', { name: 'Welkom bij Demo Store' }).waitFor();
  await page.getByRole('link', { name: /Bekijk bestelling/ }).waitFor();

  // The build names every chunk that holds admin code admin-…; the shop's own chunk must be there.
  expect(scripts.some((script) => /\/assets\/shop-app-[\w-]+\.js$/.test(script))).toBe(true);
  expect(scripts.filter((script) => /\/assets\/admin-/.test(script))).toEqual([]);
  await screenshot(page, 'store-home');
});
