import { z } from 'zod';

/**
 * Characters no text a person typed holds (decision 049): C0 and C1 control characters (`\p{Cc}`), a
 * surrogate without its pair (`\p{Cs}`: read by code point, a paired one is part of a character) and
 * the Unicode non-characters (U+FDD0–U+FDEF and the last two code points of every plane). XML 1.0
 * cannot hold most of them, the invoice's font has no glyph for any, and no reader can see them.
 */
const NOT_TEXT = /[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}]/u;
/** The same, but for tab, line feed and carriage return, which lay out text of several lines. */
const NOT_TEXT_IN_LINES = /(?![\t\n\r])[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}]/u;
const NOT_TEXT_IN_LINES_ALL = new RegExp(NOT_TEXT_IN_LINES.source, 'gu');

export interface HumanTextOptions {
  /** Characters at most, counted after trimming (as the field allowed before decision 049). */
  max: number;
  /** Characters at least, after trimming; 1 makes the field required. */
  min?: number;
  /** Text of several lines (descriptions, notes): tab, line feed and carriage return are allowed. */
  multiline?: boolean;
  /** Drop the spaces around the text; a description keeps its layout as written. */
  trim?: boolean;
}

/**
 * A free text a person typed: a name, an address line, a description, a note. Refused with
 * `invalid_characters` when it holds a character of `NOT_TEXT` (the characters are checked before
 * trimming, so none is refused or kept depending on where it stands). Structured strings (slugs,
 * e-mail addresses, codes, URLs) keep their own formats instead.
 */
export function humanText({ max, min = 0, multiline = false, trim = true }: HumanTextOptions) {
  const forbidden = multiline ? NOT_TEXT_IN_LINES : NOT_TEXT;
  const text = z.string().refine((value) => !forbidden.test(value), { error: 'invalid_characters' });
  const trimmed = trim ? text.trim() : text;
  return (min > 0 ? trimmed.min(min) : trimmed).max(max);
}

/**
 * Text as a document can hold it: every character `humanText` refuses in a text of several lines
 * replaced with U+FFFD. For writers of files (the invoice's XML and PDF) whose text was stored before
 * the rule or came another way: a reader sees that something stood there, and the file stays valid.
 */
export function printableText(text: string): string {
  return text.replace(NOT_TEXT_IN_LINES_ALL, '\uFFFD');
}
