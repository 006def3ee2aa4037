import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customerDetails, fieldErrors, humanText, PARSE_OPTIONS, printableText } from './index.js';

/**
 * The characters are drawn from ranges written out here, not from the rule under test: C0 and C1
 * controls, lone surrogates, the non-characters U+FDD0–U+FDEF and U+xFFFE/U+xFFFF of all 17 planes.
 */
const codePoint = (min: number, max: number) =>
  fc.integer({ min, max }).map((code) => String.fromCodePoint(code));
const plane = fc.integer({ min: 0, max: 16 });

const forbiddenInLines = fc.oneof(
  fc
    .constantFrom(...[...Array(0x20).keys()].filter((code) => ![0x09, 0x0a, 0x0d].includes(code)))
    .map((code) => String.fromCharCode(code)),
  codePoint(0x7f, 0x9f),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)),
  codePoint(0xfdd0, 0xfdef),
  fc.tuple(plane, fc.constantFrom(0xfffe, 0xffff)).map(([p, low]) => String.fromCodePoint(p * 0x10000 + low)),
);
const forbiddenInOneLine = fc.oneof(forbiddenInLines, fc.constantFrom('\t', '\n', '\r'));

/** Every other character: printable ASCII, the rest of the BMP outside the surrogates and the other planes. */
const allowedInOneLine = fc.oneof(
  codePoint(0x20, 0x7e),
  codePoint(0xa0, 0xd7ff),
  codePoint(0xe000, 0xfdcf),
  codePoint(0xfdf0, 0xfffd),
  fc
    .tuple(fc.integer({ min: 1, max: 16 }), fc.integer({ min: 0, max: 0xfffd }))
    .map(([p, low]) => String.fromCodePoint(p * 0x10000 + low)),
);
const allowedInLines = fc.oneof(allowedInOneLine, fc.constantFrom('\t', '\n', '\r'));

const MAX = 40;
/** At most MAX UTF-16 units: each character is one or two. */
const textOf = (char: fc.Arbitrary<string>) =>
  fc.array(char, { maxLength: MAX / 2 }).map((chars) => chars.join(''));

const variants = [
  { name: 'one line', options: { max: MAX }, allowed: allowedInOneLine, forbidden: forbiddenInOneLine },
  {
    name: 'one line, kept as typed',
    options: { max: MAX, trim: false },
    allowed: allowedInOneLine,
    forbidden: forbiddenInOneLine,
  },
  {
    name: 'several lines',
    options: { max: MAX, multiline: true },
    allowed: allowedInLines,
    forbidden: forbiddenInLines,
  },
  {
    name: 'several lines, kept as typed',
    options: { max: MAX, multiline: true, trim: false },
    allowed: allowedInLines,
    forbidden: forbiddenInLines,
  },
];

describe('human text (decision 049)', () => {
  for (const { name, options, allowed, forbidden } of variants) {
    describe(name, () => {
      const schema = humanText(options);

      it('refuses any text holding a forbidden character, wherever it stands, as invalid_characters', () => {
        fc.assert(
          fc.property(textOf(allowed), forbidden, textOf(allowed), (before, bad, after) => {
            const result = schema.safeParse(`${before}${bad}${after}`);
            expect(result.success).toBe(false);
            expect(result.error!.issues.map((issue) => issue.message)).toContain('invalid_characters');
          }),
          { numRuns: 2_000 },
        );
      });

      it('takes any text of allowed characters within the limit', () => {
        fc.assert(
          fc.property(textOf(allowed), (text) => {
            expect(schema.safeParse(text).success).toBe(true);
          }),
          { numRuns: 2_000 },
        );
      });

      it('keeps the limit: one character more is too long', () => {
        expect(schema.safeParse('x'.repeat(MAX)).success).toBe(true);
        expect(schema.safeParse('x'.repeat(MAX + 1)).error!.issues[0]!.code).toBe('too_big');
      });
    });
  }

  it('answers on the field, in every language', () => {
    const result = customerDetails.safeParse({ name: 'Bea\u0001 Buyer', city: 'Delft\uFFFE' }, PARSE_OPTIONS);
    expect(fieldErrors(result.error!.issues, 'en')).toEqual({
      name: ['Remove the control or invisible characters from this text.'],
      city: ['Remove the control or invisible characters from this text.'],
    });
    expect(fieldErrors(result.error!.issues, 'nl').name).toEqual([
      'Haal de stuur- of onzichtbare tekens uit deze tekst.',
    ]);
    expect(fieldErrors(result.error!.issues, 'de').name).toEqual([
      'Entferne die Steuer- oder unsichtbaren Zeichen aus diesem Text.',
    ]);
  });

  it('makes any text printable: what it refuses becomes U+FFFD, everything else stays', () => {
    fc.assert(
      fc.property(textOf(allowedInLines), forbiddenInLines, textOf(allowedInLines), (before, bad, after) => {
        expect(printableText(`${before}${bad}${after}`)).toBe(`${before}\uFFFD${after}`);
        expect(
          humanText({ max: 100, multiline: true, trim: false }).safeParse(printableText(bad)).success,
        ).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });
});
