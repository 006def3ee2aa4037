/**
 * The size of the embed script a merchant's page loads (budget: 2.3 KB gzipped, lemon.js's size,
 * issue 15; it was 5 KB in issue 7). Builds nothing: run `npm run build` first. Prints the raw and
 * gzipped bytes and exits non-zero over budget.
 *   npm run bench:embed
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const FILE = path.resolve(import.meta.dirname, '..', 'apps/web/dist/embed.js');
const BUDGET_BYTES = Math.floor(2.3 * 1024);

if (!existsSync(FILE)) {
  console.error(`${path.relative(process.cwd(), FILE)} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const source = readFileSync(FILE);
// Level 9, as a CDN or server compressing a static file once would.
const gzipped = gzipSync(source, { level: 9 }).length;
console.log(`embed.js  raw ${source.length} B  gzip ${gzipped} B  budget ${BUDGET_BYTES} B gzip`);
if (gzipped > BUDGET_BYTES) {
  console.error(`Over budget by ${gzipped - BUDGET_BYTES} B.`);
  process.exit(1);
}
