import { fileURLToPath } from 'node:url';

/** Frames enough to reach past Fastify's own from a route's declaration, however deep a helper is. */
const FRAMES = 50;

interface Frame {
  file: string;
  line: number;
}

/** The file and line of each frame of a stack trace, innermost first (`file:` URLs read as paths). */
function framesOf(stack: string): Frame[] {
  return stack.split('\n').flatMap((text) => {
    const match = text.match(/\(?((?:file:\/\/)?\/[^():]+):(\d+):\d+\)?$/);
    if (!match) return [];
    const file = match[1]!.startsWith('file:') ? fileURLToPath(match[1]!) : match[1]!;
    return [{ file, line: Number(match[2]) }];
  });
}

/** This file and the hook that calls it, which are in every such stack. */
const ROUTE_TABLE = [
  fileURLToPath(import.meta.url),
  fileURLToPath(new URL('route-table.ts', import.meta.url)),
];
const API_SOURCES = fileURLToPath(new URL('..', import.meta.url));
const APP_FILE = `${API_SOURCES}app.ts`;
const FASTIFY_ITSELF = /\/node_modules\/(fastify|avvio)\//;

/**
 * Where the route now being registered was declared (`file:line`, an absolute path), read from the
 * stack of the `onRoute` hook, which Fastify runs inside the `app.get(…)` call. Among the API's own
 * files it is the outermost one below app.ts: the routes file that app.ts registered, rather than a
 * helper that file declared its routes with (`storeScopedRoutes`). A route that a library adds (the API
 * docs page, the web build's files) names the library's file.
 */
export function routeSource(): string | undefined {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = FRAMES;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  const frames = framesOf(stack).filter((frame) => !ROUTE_TABLE.includes(frame.file));
  const own = frames.filter((frame) => frame.file.startsWith(API_SOURCES) && frame.file !== APP_FILE);
  const found = own.at(-1) ?? frames.find((frame) => !FASTIFY_ITSELF.test(frame.file));
  return found && `${found.file}:${found.line}`;
}
