/**
 * Limits on the shape of any input, checked without recursion so that no request can exhaust the stack
 * or hold the processor (decision 014): how deep arrays and objects nest, how many entries one holds,
 * and no NUL character, which no text field takes and PostgreSQL refuses.
 */
export const MAX_INPUT_DEPTH = 32;
export const MAX_INPUT_ENTRIES = 1_000;

export type ShapeProblem = 'too_deep' | 'too_many_entries' | 'invalid_format';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Follows a JSON text as its bytes arrive, chunk by chunk, and answers the first problem of its shape.
 * Only ASCII bytes matter (quotes, escapes, brackets, commas), and no byte of a multi-byte UTF-8
 * character is ASCII, so a character split between chunks changes nothing.
 */
export function jsonShapeScanner(): (chunk: Uint8Array) => ShapeProblem | null {
  // Commas seen at each open level: entries are one more than that.
  const commas = new Uint32Array(MAX_INPUT_DEPTH + 1);
  let depth = 0;
  let inString = false;
  let escaped = false;
  return (chunk) => {
    for (const byte of chunk) {
      if (inString) {
        if (escaped) escaped = false;
        else if (byte === BACKSLASH) escaped = true;
        else if (byte === QUOTE) inString = false;
      } else if (byte === QUOTE) {
        inString = true;
      } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
        depth += 1;
        if (depth > MAX_INPUT_DEPTH) return 'too_deep';
        commas[depth] = 0;
      } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
        // Below zero the text is malformed, which the parser reports.
        if (depth > 0) depth -= 1;
      } else if (byte === COMMA && depth > 0) {
        const seen = commas[depth]! + 1;
        if (seen >= MAX_INPUT_ENTRIES) return 'too_many_entries';
        commas[depth] = seen;
      }
    }
    return null;
  };
}

interface Frame {
  value: unknown;
  key: PropertyKey | null;
  parent: Frame | null;
  /** How many arrays and objects hold this value. */
  depth: number;
}

function pathOf(frame: Frame): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at = frame; at.parent !== null; at = at.parent) path.push(at.key!);
  return path.reverse();
}

/**
 * Parsed input is arrays and plain objects: those of `{}`, those without a prototype, and those whose
 * prototype has none (the router's path parameters). Anything else (an upload's buffer) is not walked.
 */
function isContainer(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return true;
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
}

/**
 * The first problem of a parsed value's shape and where it is, from whatever parser made it: a walk
 * with an explicit stack, each value visited once, its path built only when something is found.
 */
export function inputShapeProblem(input: unknown): { path: PropertyKey[]; problem: ShapeProblem } | null {
  const stack: Frame[] = [{ value: input, key: null, parent: null, depth: 0 }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const { value } = frame;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { path: pathOf(frame), problem: 'invalid_format' };
      continue;
    }
    if (!isContainer(value)) continue;
    const depth = frame.depth + 1;
    if (depth > MAX_INPUT_DEPTH) return { path: pathOf(frame), problem: 'too_deep' };
    const isArray = Array.isArray(value);
    if (isArray && value.length > MAX_INPUT_ENTRIES)
      return { path: pathOf(frame), problem: 'too_many_entries' };
    const keys = Object.keys(value);
    if (keys.length > MAX_INPUT_ENTRIES) return { path: pathOf(frame), problem: 'too_many_entries' };
    // Last first, so that entries come off the stack in their order.
    for (let index = keys.length - 1; index >= 0; index -= 1) {
      const key = keys[index]!;
      const child: Frame = { value: value[key], key: isArray ? index : key, parent: frame, depth };
      if (key.includes('\u0000')) return { path: pathOf(child), problem: 'invalid_format' };
      stack.push(child);
    }
  }
  return null;
}
