import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where a path of the repository starts: every file a doc names is written from the root, so it is found. */
const REPOSITORY_PATH = /^(apps|packages|docs|scripts|e2e)\/[^\s*]*$/;
const FILE_NAME = /\.(ts|tsx|js|json|md|html|css)$/;

/** The doc's text, read from the repository's root. */
export const readDoc = (doc: string) => readFileSync(path.join(ROOT, doc), 'utf8');

/** Every `code span` of a Markdown text. */
const codeSpans = (text: string) => [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);

/**
 * What a doc names that is not in the repository: a path (in a code span, from the root) that does not
 * exist, a file name written without its path, and any file outside the clone (`../…`).
 */
export function missingFiles(text: string): string[] {
  const named = codeSpans(text).filter((span) => REPOSITORY_PATH.test(span) || FILE_NAME.test(span));
  const missing = named.filter((span) => !existsSync(path.join(ROOT, span)));
  const outside = [...text.matchAll(/\.\.\/[\w./-]*/g)].map((match) => match[0]);
  return [...missing, ...outside];
}

/** Every route a doc names, as `METHOD /path` the way the route table writes them. */
export function namedRoutes(text: string): string[] {
  return [
    ...new Set(
      [...text.matchAll(/\b(GET|POST|PUT|DELETE) (\/[^\s`,;)]+)/g)].map((match) => `${match[1]} ${match[2]}`),
    ),
  ];
}
