/**
 * A page's title in the browser tab: what the page shows, then whose site it is ("Night Sky – Poster
 * & Co"), the same on the server's HTML and in the app once it runs.
 */
export function pageTitle(page: string | null | undefined, site: string): string {
  return page ? `${page} – ${site}` : site;
}
