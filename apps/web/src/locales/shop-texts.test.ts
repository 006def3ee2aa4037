import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHOP_PAGE_MODULES } from '@/app/shop/shop-page-modules';
import { SHOP_NAMESPACES } from '@/app/shop/shop-texts';
import nl from '@platform/contract/texts/web/nl.json';
import { baseKey, flatten, literalsIn, patternsIn } from './used-keys';

const webRoot = resolve(import.meta.dirname, '../..');
const src = join(webRoot, 'src');

/** The shop's entry (shop.html's script) and its pages, which it loads by a glob the walk cannot follow. */
const SHOP_ENTRIES = ['src/shop-main.tsx', ...Object.values(SHOP_PAGE_MODULES)].map((file) =>
  join(webRoot, file),
);

/** Imports that run code (`import type` brings no text along): static, re-exports and `import()`. */
const IMPORT = /^(?!\s*(?:import|export)\s+type\b).*?(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/gm;

/** The file a relative or `@/` import names, if it is one of ours. */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.') && !specifier.startsWith('@/')) return null;
  const base = specifier.startsWith('@/') ? join(src, specifier.slice(2)) : resolve(dirname(from), specifier);
  const candidates = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((suffix) => base + suffix);
  return candidates.find((file) => existsSync(file)) ?? null;
}

/** Every source file the shop's entries reach by their imports, however deep. */
function reachableFiles(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const imported = resolveImport(file, match[1]!);
      if (imported) visit(imported);
    }
  };
  entries.forEach(visit);
  return seen;
}

const files = reachableFiles(SHOP_ENTRIES);
/** Comments name keys too (`settings.billing.iban` as an example), but show none. */
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
const source = [...files].map((file) => withoutComments(readFileSync(file, 'utf8'))).join('\n');
const keys = flatten(nl);
/** Plural forms count as used by their base key (`t('x', { count })`). */
const askable = new Set([...keys, ...keys.map(baseKey)]);
const namespaces = new Set(Object.keys(nl));
/** The keys the shop's code writes out whole, and the patterns it builds keys with (`order.status.*`). */
const used = [
  ...[...literalsIn(source)].filter((text) => askable.has(text)),
  ...patternsIn(source, namespaces),
];
const namespaceOf = (key: string) => key.split('.')[0]!;

describe('the shop’s texts', () => {
  it('walks the shop’s code, and none of the admin’s', () => {
    expect(files.size).toBeGreaterThan(SHOP_ENTRIES.length);
    expect([...files].filter((file) => /\/(features|app)\/admin\//.test(file))).toEqual([]);
  });

  it('holds every key the code reachable from the shop’s entry uses', () => {
    const shop = new Set<string>(SHOP_NAMESPACES);
    expect(used.filter((key) => !shop.has(namespaceOf(key))).sort()).toEqual([]);
  });

  it('holds nothing the shop does not use', () => {
    const usedNamespaces = new Set(used.map(namespaceOf));
    expect(SHOP_NAMESPACES.filter((namespace) => !usedNamespaces.has(namespace))).toEqual([]);
  });
});
