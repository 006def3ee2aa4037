import {
  MAX_LICENSE_KEY_LENGTH,
  MAX_LICENSE_KEYS_PER_UPLOAD,
  validateLicenseRequest,
} from '@platform/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { parseKeys } from './license-keys.service.js';

/**
 * Properties of reading an upload of licence keys (decision 039): one key per line, trimmed; blank
 * lines and repeats left out, the repeats named; too many keys or too long a key refused as a 422 on
 * `keys`, naming the line. Pure: no database.
 */

const lineEnd = fc.constantFrom('\n', '\r\n', '\r');
/** What `trim` takes off a line: spaces, tabs, a no-break space, a byte order mark from a text file. */
const padding = fc.string({
  unit: fc.constantFrom(' ', '\t', '\u00a0', '\ufeff', '\u3000', '\v', '\f'),
  maxLength: 3,
});
/** A key as a vendor issues it: any characters but a line end, none around it to trim, up to the limit. */
const key = fc
  .oneof(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
    fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: MAX_LICENSE_KEY_LENGTH }),
  )
  .map((text) => text.replace(/[\r\n]/g, '').trim())
  .filter((text) => text.length > 0 && text.length <= MAX_LICENSE_KEY_LENGTH);
const distinctKeys = fc.uniqueArray(key, { minLength: 1, maxLength: 60 });

/**
 * The lines joined as a file of one system has them: LF, CRLF or CR throughout, the last line end
 * optional. (Mixed, a CR ending an empty line before an LF would read as one CRLF.)
 */
const joined = (lines: readonly string[]) =>
  fc
    .tuple(lineEnd, fc.boolean())
    .map(([end, trailing]) => `${lines.join(end)}${trailing && lines.length > 0 ? end : ''}`);

/** The keys with padding around each and blank lines among them. */
const written = (keys: readonly string[]) =>
  fc
    .tuple(
      fc.array(fc.tuple(padding, padding), { minLength: keys.length, maxLength: keys.length }),
      fc.array(fc.tuple(fc.nat({ max: keys.length }), padding), { maxLength: 5 }),
    )
    .chain(([pads, blanks]) => {
      const lines = keys.map((text, index) => `${pads[index]![0]}${text}${pads[index]![1]}`);
      for (const [at, blank] of blanks) lines.splice(at, 0, blank);
      return joined(lines);
    });

/** The refusal `parseKeys` throws, or null when it read the upload. */
function refusal(text: string): AppError | null {
  try {
    parseKeys(text);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
}

describe('parseKeys', () => {
  it('reads back the keys it was given, one per line, in their order', () => {
    fc.assert(
      fc.property(distinctKeys, (keys) => {
        expect(parseKeys(keys.join('\n'))).toEqual({ keys, repeated: [] });
      }),
      { numRuns: 100 },
    );
  });

  it('reads the same keys whatever the line ends, the blank lines and the whitespace around each key', () => {
    fc.assert(
      fc.property(
        distinctKeys.chain((keys) => fc.tuple(fc.constant(keys), written(keys))),
        ([keys, text]) => {
          expect(parseKeys(text)).toEqual({ keys, repeated: [] });
        },
      ),
      { numRuns: 100 },
    );
  });

  it('keeps the first of repeated keys in its place and names every later one, in order', () => {
    const withRepeats = distinctKeys.chain((keys) =>
      fc.tuple(fc.constant(keys), fc.array(fc.constantFrom(...keys), { maxLength: 20 }), fc.nat()),
    );
    fc.assert(
      fc.property(withRepeats, ([keys, repeats, seed]) => {
        // Every repeat goes somewhere after its first occurrence.
        const lines = [...keys];
        for (const [index, again] of repeats.entries()) {
          const first = lines.indexOf(again);
          lines.splice(first + 1 + ((seed + index) % (lines.length - first)), 0, again);
        }
        const later = lines.filter((line, index) => lines.indexOf(line) < index);
        expect(parseKeys(lines.join('\r\n'))).toEqual({ keys, repeated: later });
      }),
      { numRuns: 100 },
    );
  });

  it('takes up to the most keys an upload may hold, repeats not counted, and refuses one more', () => {
    const counts = fc.record({
      count: fc.integer({ min: MAX_LICENSE_KEYS_PER_UPLOAD - 2, max: MAX_LICENSE_KEYS_PER_UPLOAD + 2 }),
      repeats: fc.nat({ max: 50 }),
    });
    fc.assert(
      fc.property(counts, ({ count, repeats }) => {
        const keys = Array.from({ length: count }, (_, index) => `KEY-${index}`);
        const text = [...keys, ...keys.slice(0, repeats)].join('\n');
        const refused = refusal(text);
        if (count <= MAX_LICENSE_KEYS_PER_UPLOAD) expect(refused).toBeNull();
        else {
          expect(refused?.statusCode).toBe(422);
          expect(refused?.fields).toEqual({ keys: 'license_keys_too_many' });
          expect(refused?.params).toEqual({ max: MAX_LICENSE_KEYS_PER_UPLOAD });
        }
      }),
      { numRuns: 10 },
    );
  });

  it('takes a key up to the longest a key may be and refuses a longer one, naming its line', () => {
    const upload = fc
      .record({
        before: fc.array(fc.oneof(key, padding), { maxLength: 10 }),
        length: fc.integer({ min: MAX_LICENSE_KEY_LENGTH - 3, max: MAX_LICENSE_KEY_LENGTH + 3 }),
        after: fc.array(fc.oneof(key, fc.constant('x'.repeat(MAX_LICENSE_KEY_LENGTH + 1))), {
          maxLength: 10,
        }),
        pad: fc.tuple(padding, padding),
      })
      .chain(({ before, length, after, pad }) => {
        const long = `${pad[0]}${'K'.repeat(length)}${pad[1]}`;
        return joined([...before, long, ...after]).map((text) => ({ text, length, line: before.length + 1 }));
      });
    fc.assert(
      fc.property(upload, ({ text, length, line }) => {
        const refused = refusal(text);
        if (length <= MAX_LICENSE_KEY_LENGTH) {
          // Only a longer line after it can refuse the upload, and then it names that line.
          expect(refused === null || (refused.params.line as number) > line).toBe(true);
        } else {
          expect(refused?.statusCode).toBe(422);
          expect(refused?.fields).toEqual({ keys: 'license_key_too_long' });
          expect(refused?.params).toEqual({ max: MAX_LICENSE_KEY_LENGTH, line });
        }
      }),
      { numRuns: 100 },
    );
  });

  it('refuses an upload with no key in it', () => {
    fc.assert(
      fc.property(fc.array(padding, { maxLength: 10 }).chain(joined), (text) => {
        expect(refusal(text)?.fields).toEqual({ keys: 'license_keys_empty' });
      }),
      { numRuns: 50 },
    );
  });

  it('reads any text without an error of another kind, into distinct trimmed keys the licence API accepts as written', () => {
    const anyText = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 300 }),
      fc
        .array(
          fc.oneof(
            key,
            padding,
            lineEnd,
            fc.string({ unit: 'grapheme', maxLength: 5 }),
            fc.string({
              unit: 'grapheme-ascii',
              minLength: MAX_LICENSE_KEY_LENGTH - 5,
              maxLength: 2 * MAX_LICENSE_KEY_LENGTH,
            }),
          ),
          { maxLength: 40 },
        )
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(anyText, (text) => {
        let keys: string[];
        try {
          keys = parseKeys(text).keys;
        } catch (error) {
          expect(error).toBeInstanceOf(AppError);
          expect((error as AppError).statusCode).toBe(422);
          expect(Object.keys((error as AppError).fields ?? {})).toEqual(['keys']);
          return;
        }
        expect(new Set(keys).size).toBe(keys.length);
        for (const one of keys) {
          expect(one).not.toMatch(/[\r\n]/);
          expect(validateLicenseRequest.parse({ license_key: one }).license_key).toBe(one);
        }
      }),
      { numRuns: 200 },
    );
  });
});
