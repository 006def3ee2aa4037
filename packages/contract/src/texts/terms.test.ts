import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../constants.js';
import { EMBED_TITLES } from './embed.js';
import { PLACEHOLDER } from './interpolate.js';
import { INVOICE_TEXT_KEYS, invoiceText } from './invoice.js';
import { MAIL_TEXT_KEYS, mailText } from './mail.js';
import { MESSAGE_CODES, message } from './messages.js';

type Tree = { [key: string]: string | Tree };

/** Every text of a tree of the web's catalogue, with its key. */
function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value, `${prefix}${key}.`),
  );
}

/** The web's catalogue of a language, read as a file: the contract's project does not compile the JSON. */
const webTexts = (locale: Locale) =>
  JSON.parse(readFileSync(new URL(`./web/${locale}.json`, import.meta.url), 'utf8')) as Tree;

/** Every text a reader meets in one language, by where it is kept: the web, mails, answers, the embed, invoices. */
function catalogue(locale: Locale) {
  return {
    web: entries(webTexts(locale)),
    mail: MAIL_TEXT_KEYS.map((key) => [`mail.${key}`, mailText(locale, key)] as [string, string]),
    messages: MESSAGE_CODES.map((code) => [`messages.${code}`, message(locale, code)] as [string, string]),
    embed: Object.entries(EMBED_TITLES[locale]).map(
      ([key, text]) => [`embed.${key}`, text] as [string, string],
    ),
    invoice: INVOICE_TEXT_KEYS.map((key) => [`invoice.${key}`, invoiceText(locale, key)] as [string, string]),
  };
}

const all = (locale: Locale) => Object.values(catalogue(locale)).flat();
/** The texts in which the pattern occurs outside a `{placeholder}`'s name, with their keys. */
const matching = (texts: [string, string][], pattern: RegExp) =>
  texts
    .filter(([, text]) => pattern.test(text.replace(PLACEHOLDER, ' ')))
    .map(([key, text]) => `${key}: ${text}`);

/**
 * English words that have no place in a Dutch or German sentence (names, codes and loanwords such as
 * "e-mail", "webhook" or "live" excepted), and the English the review found left in them.
 */
const ENGLISH = /\b(the|and|your|with|stays|mode|draft|please|settings|order|orders|payment)\b/i;

describe('the catalogue speaks each language, with one word for each thing', () => {
  it('has no English left in Dutch or German texts ("Test mode actief")', () => {
    expect(matching(all('nl'), ENGLISH)).toEqual([]);
    expect(matching(all('de'), ENGLISH)).toEqual([]);
  });

  it('says "draft" in English, not the Dutch "concept"', () => {
    expect(matching(all('en'), /\bconcepts?\b/i)).toEqual([]);
  });

  it('calls VAT "MwSt." in German on pages, mails and answers, and "USt." only on invoices, as the law writes it', () => {
    const { invoice, ...elsewhere } = catalogue('de');
    // The VAT number is the "USt-IdNr." wherever it is named: that is its name.
    expect(
      matching(Object.values(elsewhere).flat(), /\bUSt\.|Umsatzsteuer(?!-Identifikationsnummer)/),
    ).toEqual([]);
    expect(matching(invoice, /MwSt|Mehrwertsteuer/)).toEqual([]);
  });
});
