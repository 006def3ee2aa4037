/**
 * The words an order is found by in the admin's search (decision 057): each word of the buyer's e-mail
 * address, name and company as it runs on from where it starts to the next space, and the order's id
 * whole. A word starts at a letter or digit that follows none: "ann.de-vries@acme.nl" gives
 * "ann.de-vries@acme.nl", "de-vries@acme.nl", "vries@acme.nl", "acme.nl" and "nl", so typing the start
 * of any part of the address finds it. The order number is not among them: it is looked up exactly.
 * Words and terms alike begin at their first letter or digit, so that "#1001" and "@acme" are typed
 * starts too.
 */

/** Longest word kept: a longer term is looked up by its first this many characters. */
export const SEARCH_WORD_LENGTH = 40;

const WORD_START = /(?<![\p{L}\p{N}])[\p{L}\p{N}]/gu;
const FIRST_WORD_BOUNDARY = /\s/u;

/** The words of one field of free text, lower-cased, each at most SEARCH_WORD_LENGTH characters. */
function wordsOf(text: string): string[] {
  const lower = text.toLowerCase();
  return [...lower.matchAll(WORD_START)].map((start) => {
    const rest = lower.slice(start.index);
    const end = rest.search(FIRST_WORD_BOUNDARY);
    return [...(end < 0 ? rest : rest.slice(0, end))].slice(0, SEARCH_WORD_LENGTH).join('');
  });
}

export interface SearchableOrder {
  id: string;
  email: string;
  customer_name: string;
  buyer_company?: string | null;
}

/** The order's search words, each once. */
export function orderSearchWords(order: SearchableOrder): string[] {
  const words = [
    // As a term for it is looked up: from its first letter or digit (a random id may start with "-").
    fromFirstLetterOrDigit(order.id.toLowerCase()).slice(0, SEARCH_WORD_LENGTH),
    ...wordsOf(order.email),
    ...wordsOf(order.customer_name),
    ...wordsOf(order.buyer_company ?? ''),
  ];
  return [...new Set(words)];
}

/**
 * A search term as words to look for, lower-cased, each without what comes before its first letter or
 * digit ("#1001" → "1001", "@acme" → "acme"); empty when the term has no letter or digit.
 */
export function termWords(term: string): string[] {
  return term
    .toLowerCase()
    .split(/\s+/u)
    .map(fromFirstLetterOrDigit)
    .filter((word) => word !== '');
}

function fromFirstLetterOrDigit(word: string): string {
  const start = word.search(/[\p{L}\p{N}]/u);
  return start < 0 ? '' : word.slice(start);
}
