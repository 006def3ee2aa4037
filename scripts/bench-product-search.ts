/**
 * Admin product search over 10,000 products in one store: prints latency figures (budget: a search
 * answers in under 50 ms). Runs in-process against SQLite, or PostgreSQL when DATABASE_URL is set.
 *   npm run bench:catalog
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { closeContext, createContext } from '../apps/api/src/context.js';
import { withTenantScope } from '../apps/api/src/db/tenant-scope.js';
import { register } from '../apps/api/src/modules/auth/auth.service.js';
import { createStore } from '../apps/api/src/modules/stores/stores.service.js';
import { percentile } from './bench-stats.js';

const PRODUCTS = 10_000;
const SEARCHES = 200;
const words = [
  'poster',
  'sticker',
  'ebook',
  'preset',
  'course',
  'template',
  'font',
  'ticket',
  'print',
  'pattern',
];

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-catalog-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  DEMO_DATA: 'false',
  DATABASE_URL: process.env.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'bench.sqlite')}`,
});
const ctx = await createContext(config);
const app = await buildApp(ctx, { logger: false });
try {
  const { authorization, user } = await register(ctx, {
    name: 'Bench',
    email: `bench-${Date.now()}@example.com`,
    password: 'benchmark password',
  });
  const store = await withTenantScope(() =>
    createStore(ctx, user.id, { name: 'Bench', slug: `bench-${Date.now()}`, business_type: 'b2c' }),
  );
  const now = new Date().toISOString();
  const rows = Array.from({ length: PRODUCTS }, (_, index) => {
    const name = `${words[index % words.length]} ${words[(index * 7) % words.length]} ${index}`;
    const slug = name.replaceAll(' ', '-');
    return {
      store_id: store.id,
      name,
      slug,
      description: '',
      price: 100 + index,
      vat_rate: 21,
      status: (['concept', 'for_sale', 'unlisted', 'unavailable'] as const)[index % 4]!,
      discount_type: 'no_discount' as const,
      discount_value: 0,
      search_text: `${name} ${slug}`,
      created_at: now,
      updated_at: now,
    };
  });
  for (let start = 0; start < rows.length; start += 500) {
    await ctx.database.allStoresDb
      .insertInto('products')
      .values(rows.slice(start, start + 500))
      .execute();
  }

  const queries = ['poster', 'ticket 99', 'font', 'zzz-none', '12'];
  const timings: number[] = [];
  for (let run = 0; run < SEARCHES; run += 1) {
    const search = queries[run % queries.length]!;
    const status = run % 2 === 0 ? '' : '&status=for_sale';
    const started = performance.now();
    const response = await app.inject({
      method: 'GET',
      url: `/v1/admin/product?store_id=${store.id}&search=${encodeURIComponent(search)}${status}`,
      headers: { authorization: `Bearer ${authorization.token}` },
    });
    timings.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`search failed: ${response.body}`);
  }
  console.log(
    `Admin product search, ${PRODUCTS} products in one store, ${SEARCHES} searches (${ctx.database.dialect})`,
  );
  console.log(
    `  p50 ${percentile(timings, 50).toFixed(1)} ms   p95 ${percentile(timings, 95).toFixed(1)} ms   max ${Math.max(...timings).toFixed(1)} ms   budget 50 ms`,
  );
} finally {
  await app.close();
  await closeContext(ctx);
  rmSync(dataDir, { recursive: true, force: true });
}
