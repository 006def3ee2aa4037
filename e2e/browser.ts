import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { chromium, type Browser, type Download, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';

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

/**
 * Debian's Chromium headless shell (package chromium-headless-shell, built from the same Chromium as the
 * chromium package): what Playwright itself runs headless pages in. Without the full browser's own
 * interface a journey costs about 40 % less CPU (decision 044).
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: '/usr/bin/chromium-headless-shell',
  args: CHROMIUM_FLAGS,
};

/** That Chromium, for the measuring scripts, which run outside Playwright Test. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
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

/** Whether the journeys save pictures for a look by eye: only on request, as nothing compares them. */
export const screenshotsRequested = () => process.env.SCREENSHOTS === '1';

/**
 * With SCREENSHOTS=1, saves a full-page (or the viewport's) screenshot to test-results/<name>.png for a look by eye (the
 * compared ones are e2e/screens.e2e.ts's). Transitions are run to their end first: a picture taken
 * right after a resize otherwise catches the page between its two layouts.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (!screenshotsRequested()) return;
  mkdirSync(RESULTS, { recursive: true });
  await page.screenshot({ path: path.join(RESULTS, `${name}.png`), fullPage, animations: 'disabled' });
}

/** With SCREENSHOTS=1, a full-page screenshot at phone and at desktop width, for a look by eye. */
export async function shoot(page: Page, name: string): Promise<void> {
  if (!screenshotsRequested()) return;
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-desktop`);
}

/** A download's contents as text. */
export async function downloadedText(download: Download): Promise<string> {
  return text(await download.createReadStream());
}

/** A downloaded PDF's text, its spaces as one. */
export async function downloadedPdfText(download: Download): Promise<string> {
  const file = new Uint8Array(await readFile((await download.path())!));
  const { text } = await extractText(await getDocumentProxy(file), { mergePages: true });
  return text.replace(/\s+/g, ' ').replace(/\u00a0/g, ' ');
}
