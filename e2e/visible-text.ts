/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The callbacks given to page.evaluate run in the browser.
import type { Page } from '@playwright/test';
import {
  BUSINESS_TYPES,
  DISCOUNT_TYPES,
  LOCALES,
  MAIL_PREVIEW_SAMPLE,
  ORDER_ACTIONS,
  ORDER_STATUSES,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  PRODUCT_ITEM_TYPES,
  PRODUCT_STATUSES,
  PUBLICATION_STATUSES,
  REFUND_REASONS,
  REFUND_STATUSES,
  type Locale,
} from '@platform/contract';

/**
 * Words that are the same in Dutch, English and German, or that docs/spec.md fixes in every language:
 * product and company names, the platform's brand, and a few loanwords.
 */
export const SHARED_WORDS = [
  'Winkel', // the platform's brand (locales: brand.name), a name
  'Mollie',
  'Stripe',
  'Test',
  'Storefronts', // docs/spec.md §2's menu item, in every language
  'Storefront',
  'E-mail',
  'IBAN',
  'Nederlands',
  'English',
  'Deutsch',
  'NL',
  'EN',
  'DE',
  'EUR',
  'HTML',
  'URL',
  'JavaScript',
  'Online',
  'Logo',
  'Webhook',
  'API',
  // File formats and the EU's scheme, by their abbreviations.
  'PDF',
  'UBL',
  'ZIP',
  'CSV',
  'OSS',
  'Testmodus', // the same in Dutch and German
  // The same word in Dutch and English, or in Dutch and German.
  'Account',
  'Product',
  'Status',
  'Varianten',
  'Abonnement',
  'Downloads',
  'Datum',
  'Land',
  'Modus',
  'Hallo',
  'Nummer',
  // Units Intl writes the same.
  'byte',
  'kB',
  'MB',
  // The e-mail preview's sample buyer and product: names.
  MAIL_PREVIEW_SAMPLE.customer,
  MAIL_PREVIEW_SAMPLE.name,
];

/** The contract's codes: shown as they are, they would be an untranslated text, not data. */
const CODES = new Set<string>([
  ...[BUSINESS_TYPES, DISCOUNT_TYPES, LOCALES, ORDER_ACTIONS, ORDER_STATUSES, PAYMENT_PROVIDERS].flat(),
  ...[PAYMENT_STATUSES, PRODUCT_ITEM_TYPES, PRODUCT_STATUSES, PUBLICATION_STATUSES].flat(),
  ...[REFUND_REASONS, REFUND_STATUSES].flat(),
]);

/**
 * What a reader meets on the page: the text of every visible element (each text node on its own, so
 * a word between two names is found too) and the placeholders and labels of its controls. A select's
 * options are left out (the country list's names come from a package), its chosen one counted.
 */
export function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>();
    const add = (text: string | null | undefined) => {
      const clean = (text ?? '').replace(/\s+/g, ' ').trim();
      if (clean) texts.add(clean);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('select, script, style, noscript')) continue;
      if (!parent.checkVisibility() && !parent.closest('.sr-only')) continue;
      add(node.textContent);
    }
    for (const element of document.querySelectorAll<HTMLElement>(
      '[placeholder], [aria-label], [title], img[alt]',
    )) {
      if (!element.checkVisibility()) continue;
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) add(element.getAttribute(name));
    }
    for (const select of document.querySelectorAll('select')) add(select.selectedOptions[0]?.textContent);
    add(document.title);
    return [...texts];
  });
}

/** Whether a text left the same in another language is no text of the interface at all. */
export function isUntranslatable(text: string, names: readonly string[]): boolean {
  if (/^[A-Z]{2}\d{2}( ?[A-Z0-9]{4})+( ?[A-Z0-9]{1,4})?$/.test(text)) return true; // an IBAN
  let rest = text
    .replace(/<[^>]*>/g, ' ') // code: an embed snippet
    .replace(/https?:\/\/\S+|\S+@\S+|\S*\.localhost\S*/g, ' '); // addresses
  // Longest first, so that a name holding a shorter one goes whole.
  for (const name of [...names, ...SHARED_WORDS].sort((a, b) => b.length - a.length)) {
    rest = rest.split(name).join(' ');
  }
  rest = rest.replace(/\S*[\d_]\S*/g, ' '); // numbers, amounts, dates, keys ("live_…")
  // What is left of a name, a number, an amount, a date or an address is no word of a language.
  return !/\p{L}{2,}/u.test(rest);
}

/** The texts of `other` that are also in the Dutch rendering and not a name, number or shared word. */
export function dutchLeftovers(
  dutch: readonly string[],
  other: readonly string[],
  names: readonly string[],
): string[] {
  const inDutch = new Set(dutch);
  return other.filter((text) => inDutch.has(text) && !isUntranslatable(text, names));
}

/** Every string value in the API's answers to `page`: its data (names, descriptions, slugs, addresses). */
export function collectData(page: Page, into: Set<string>): void {
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/v1/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    response.json().then(
      (body: unknown) => addStrings(body, into),
      () => undefined,
    );
  });
}

/** The texts a page shows of a Markdown text: each line without its list or heading mark, split at emphasis. */
function markdownPieces(markdown: string): string[] {
  return markdown
    .split('\n')
    .flatMap((line) => line.replace(/^\s*(?:[-*+]|\d+\.|#{1,6})\s+/, '').split(/\*\*|__|`/));
}

function addStrings(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    // Written as the page's texts are read (money holds a no-break space).
    const clean = value.replace(/\s+/g, ' ').trim();
    if (!CODES.has(value) && clean.length > 1) into.add(clean);
    // A description is Markdown (decision 067): the page shows its lines, without their marks.
    if (/\n|\*\*/.test(value)) for (const piece of markdownPieces(value)) addStrings(piece, into);
  } else if (Array.isArray(value)) {
    for (const entry of value) addStrings(entry, into);
  } else if (value && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      // The server's own words in a language (error messages) are no data.
      if (key !== 'message' && key !== 'errors') addStrings(entry, into);
    }
  }
}

/** Sets the interface language the app starts in (docs/spec.md §1: remembered under `locale`). */
export async function useLanguage(page: Page, locale: Locale): Promise<void> {
  await page.evaluate((code) => localStorage.setItem('locale', code), locale);
}
