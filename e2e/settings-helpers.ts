/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The callbacks given to page.evaluate run in the browser.
import type { Page } from '@playwright/test';

/** Opens one settings tab ('' is the store tab) and waits until its form has loaded. */
export async function openTab(page: Page, adminUrl: string, storeId: number, segment: string) {
  await page.goto(`${adminUrl}/store/${storeId}/settings${segment ? `/${segment}` : ''}`);
  await page.getByRole('navigation', { name: 'Onderdelen van de instellingen' }).waitFor();
  await page.locator('main h2').first().waitFor();
}

/** Saves the tab through its save bar and waits for the saved toast (in the language it ends in). */
export async function save(page: Page, toast = 'Instellingen opgeslagen') {
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await page.getByText(toast).last().waitFor();
}

/** An admin API call with the signed-in merchant's token, made from the admin page. */
export function adminCall(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const { token } = JSON.parse(localStorage.getItem('auth')!) as { token: string };
      const response = await fetch(path, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as { data: never } };
    },
    { method, path, body },
  );
}

/**
 * Follows the link named `link` and, in the same frame as the dialog it raises appears, clicks the
 * dialog's button named `button`: faster than any person, so a half-run opening animation is answered.
 */
export function answerTheMomentItOpens(page: Page, link: string, button: string) {
  return page.evaluate(
    ({ link, button }) =>
      new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          const answer = Array.from(document.querySelectorAll('[role="dialog"] button')).find(
            (candidate) => candidate.textContent?.trim() === button,
          );
          if (!answer) return;
          observer.disconnect();
          (answer as HTMLButtonElement).click();
          resolve();
        });
        observer.observe(document.body, { childList: true, subtree: true });
        Array.from(document.querySelectorAll('a'))
          .find((anchor) => anchor.textContent?.trim() === link)!
          .click();
      }),
    { link, button },
  );
}
