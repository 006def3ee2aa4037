import fc from 'fast-check';
import type { z } from 'zod';

type Def = { type: string; [key: string]: unknown };

const nasty = fc.constantFrom(
  '',
  ' ',
  'x'.repeat(300),
  '0',
  '-1',
  'null',
  '<script>',
  "'; drop table users; --",
  '\u0000',
  '💥',
  '../../etc/passwd',
  // Numbers in text beyond the 32-bit columns and beyond what a double holds exactly.
  '2147483648',
  '3000000000',
  '99999999999999999999',
);

/** Numbers at and beyond the bounds of the columns (decision 014) and of a double. */
const outOfRange = fc.constantFrom(
  2 ** 31 - 1,
  2 ** 31,
  3_000_000_000,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  1e21,
  -1e21,
);

/**
 * Values for a contract schema: mostly of the right shape, often subtly wrong (bounds, formats,
 * types), sometimes anything at all — what a fuzzer should throw at an endpoint.
 */
export function arbitraryFor(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const def = (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;
  if (!def || depth > 6) return fc.anything({ maxDepth: 2 });
  const inner = (key: string) => arbitraryFor(def[key], depth + 1);
  switch (def.type) {
    case 'string':
      return def.format === 'email'
        ? fc.oneof(fc.emailAddress(), fc.string({ maxLength: 40 }), nasty)
        : fc.oneof(fc.string({ maxLength: 50 }), fc.stringMatching(/^[a-z0-9-]{1,45}$/), nasty);
    case 'number':
      return fc.oneof(
        fc.integer({ min: -10, max: 2_000 }),
        fc.double({ noNaN: false }),
        fc.constantFrom(0, 1, 99, 100),
        outOfRange,
      );
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 1));
    case 'enum':
      return fc.oneof(fc.constantFrom(...Object.values(def.entries as Record<string, string>)), nasty);
    case 'literal':
      return fc.oneof(fc.constantFrom(...(def.values as unknown[])), nasty);
    case 'array':
      return fc.array(inner('element'), { maxLength: 4 });
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const record = Object.fromEntries(
        Object.entries(shape).map(([key, value]) => [key, arbitraryFor(value, depth + 1)]),
      );
      return fc.oneof(
        { weight: 4, arbitrary: fc.record(record, { requiredKeys: [] }) },
        { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
      );
    }
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), inner('valueType'), { maxKeys: 3 });
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((option) => arbitraryFor(option, depth + 1)));
    case 'optional':
      return fc.option(inner('innerType'), { nil: undefined });
    case 'nullable':
      return fc.option(inner('innerType'), { nil: null });
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return inner('innerType');
    case 'pipe':
      return inner('in');
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

export type AnySchema = z.ZodType;
