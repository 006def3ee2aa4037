import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { chromium, type Browser, type BrowserServer, type Download, type Page } from 'playwright-core';

const RESULTS = path.resolve(import.meta.dirname, '..', 'test-results');

/** The system Chromium's flags: headless, with everything that would reach out to the internet off. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const LAUNCH_OPTIONS = { executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS };

/** The system Chromium, with those flags. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(LAUNCH_OPTIONS);
}

/** The same Chromium, served over a WebSocket so that every test file can connect to it. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(LAUNCH_OPTIONS);
}

export const PHONE = { width: 390, height: 844 };
/** The narrowest phone in common use, which the admin is checked at too (issue 16). */
export const NARROW_PHONE = { width: 360, height: 780 };
export const DESKTOP = { width: 1280, height: 800 };

/** A fresh page in its own context (own cookies and local storage), at desktop width unless told. */
export async function newPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

/**
 * Saves a full-page screenshot to test-results/<name>.png. Transitions are run to their end first: a
 * picture taken right after a resize otherwise catches the page between its two layouts.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(RESULTS, { recursive: true });
  await page.screenshot({ path: path.join(RESULTS, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/** A full-page screenshot at phone and at desktop width, for a look by eye. */
export async function shoot(page: Page, name: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-desktop`);
}

/** A download's contents as text, read as a stream: a browser connected to gives no local path. */
export async function downloadedText(download: Download): Promise<string> {
  return text(await download.createReadStream());
}
