/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import type { Page } from '@playwright/test';

/**
 * Opens `url` in `page` the way a link inside the app does. Where the page already shows the app (the
 * admin or a shop) on that host, the address changes and the app's router follows it, as it follows the
 * back button (`popstate`), without loading the document again; anywhere else the page is loaded. The
 * tours that open every page of the app pay for one page load per host, not one per page. Only for the
 * app's own pages: a page the server renders itself (the test payment page) must be loaded.
 */
export async function openInApp(page: Page, url: string): Promise<void> {
  const target = new URL(url);
  const here = page.url();
  const appShown =
    here.startsWith(target.origin) &&
    (await page.evaluate(() => Boolean(document.getElementById('root')?.firstChild)));
  if (!appShown) {
    await page.goto(url);
    return;
  }
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `${target.pathname}${target.search}`);
}
