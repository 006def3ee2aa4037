import { describe, expect, it } from 'vitest';
import { inputShapeProblem, jsonShapeScanner, MAX_INPUT_DEPTH, MAX_INPUT_ENTRIES } from './input-shape.js';

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const entries = (count: number) => `[${Array.from({ length: count }, () => '0').join(',')}]`;

/** The scanner's answer for a text sent in chunks of `size` bytes. */
function scanText(text: string, size = 7) {
  const scan = jsonShapeScanner();
  const bytes = Buffer.from(text);
  for (let start = 0; start < bytes.length; start += size) {
    const problem = scan(bytes.subarray(start, start + size));
    if (problem) return problem;
  }
  return null;
}

describe('the shape of a JSON text, as it streams in, and of a parsed value agree', () => {
  const cases: [string, string | null][] = [
    [nested(MAX_INPUT_DEPTH), null],
    [nested(MAX_INPUT_DEPTH + 1), 'too_deep'],
    [`{"a":${nested(MAX_INPUT_DEPTH - 1)}}`, null],
    [`{"a":${nested(MAX_INPUT_DEPTH)}}`, 'too_deep'],
    [entries(MAX_INPUT_ENTRIES), null],
    [entries(MAX_INPUT_ENTRIES + 1), 'too_many_entries'],
    [`[${Array.from({ length: 3 }, () => entries(MAX_INPUT_ENTRIES)).join(',')}]`, null],
    // Brackets, commas and escaped quotes inside strings are text.
    [JSON.stringify({ text: `${'['.repeat(100)}",\\"${','.repeat(2_000)}` }), null],
    [JSON.stringify({ ['é'.repeat(10)]: ['ü', ['😀', [nested(10)]]] }), null],
  ];

  it.each(cases)('%#', (text, problem) => {
    expect(scanText(text)).toBe(problem);
    expect(scanText(text, 1)).toBe(problem);
    expect(inputShapeProblem(JSON.parse(text))?.problem ?? null).toBe(problem);
  });

  it('names where the problem is, keys with a NUL character too', () => {
    expect(inputShapeProblem({ a: [1, { b: 'x\u0000' }] })).toEqual({
      path: ['a', 1, 'b'],
      problem: 'invalid_format',
    });
    expect(inputShapeProblem({ a: { 'k\u0000': 1 } })).toEqual({
      path: ['a', 'k\u0000'],
      problem: 'invalid_format',
    });
    expect(inputShapeProblem({ list: JSON.parse(entries(MAX_INPUT_ENTRIES + 1)) })).toEqual({
      path: ['list'],
      problem: 'too_many_entries',
    });
    expect(inputShapeProblem({ file: Buffer.alloc(MAX_INPUT_ENTRIES * 2) })).toBeNull();
    // The router's path parameters: an object whose prototype has no prototype.
    const params = Object.create(Object.create(null) as object) as Record<string, unknown>;
    params.storeSlug = '\u0000';
    expect(inputShapeProblem(params)).toEqual({ path: ['storeSlug'], problem: 'invalid_format' });
    expect(inputShapeProblem(Object.assign(Object.create(null) as object, { a: 'x\u0000' }))).toEqual({
      path: ['a'],
      problem: 'invalid_format',
    });
  });
});
