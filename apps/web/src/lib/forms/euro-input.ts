import type { Locale, MessageCode } from '@platform/contract';

/**
 * Reads an amount in euros as typed by a person into cents: "12,95", "12.95", "€ 1.234,50",
 * "1,234.50" and "12" all work. A separator followed by exactly three digits groups thousands
 * ("1.250" is 1250 euros); one followed by one or two digits is the decimal separator. Returns null
 * for anything that is not an amount.
 */
export function parseEuros(input: string): number | null {
  const text = input.replace(/[\s\u00a0€]|EUR/gi, '');
  const match = /^(\d{1,3}(?:([.,])\d{3}(?:\2\d{3})*)?|\d+)(?:([.,])(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const [, whole = '', thousands, decimal, fraction = ''] = match;
  if (thousands && thousands === decimal) return null;
  const cents = Number(whole.replace(/[.,]/g, '')) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents as the text of an amount field: "12,95" in Dutch and German, "12.95" in English. */
export function formatEuroInput(cents: number, locale: Locale): string {
  const text = (cents / 100).toFixed(2);
  return locale === 'en' ? text : text.replace('.', ',');
}

/** Why a field could not be read, before the contract's schema gets to see it: a message of the contract. */
export type ReadProblem = Extract<MessageCode, 'amount_format' | 'not_integer' | 'required'>;

export function readWhole(text: string): number | null {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : null;
}

/** An amount as typed, in cents, or why it is none: left empty, or not an amount. */
export function readAmount(text: string): { cents: number } | { problem: ReadProblem } {
  if (text.trim() === '') return { problem: 'required' };
  const cents = parseEuros(text);
  return cents === null ? { problem: 'amount_format' } : { cents };
}
