import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER } from '@platform/contract';
import de from '@platform/contract/texts/web/de.json';
import en from '@platform/contract/texts/web/en.json';
import nl from '@platform/contract/texts/web/nl.json';
import { DYNAMIC_KEYS, baseKey, flatten, literalsIn, patternsIn, type Tree } from './used-keys';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'locales' || entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const source = sourceFiles(join(import.meta.dirname, '..'))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
const keys = flatten(nl);
const topLevel = new Set(Object.keys(nl));
const literals = literalsIn(source);
const patterns = patternsIn(source, topLevel);
const dynamicKeys = new Set(
  Object.entries(DYNAMIC_KEYS).flatMap(([pattern, values]) =>
    values.map((value) => pattern.replace('*', value)),
  ),
);

describe('locale files', () => {
  it('nl, en and de have exactly the same keys', () => {
    expect(flatten(en).sort()).toEqual([...keys].sort());
    expect(flatten(de).sort()).toEqual([...keys].sort());
  });

  it('every text is filled in, with the same placeholders in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]).sort();
    const read = (tree: Tree, key: string) =>
      key.split('.').reduce<string | Tree>((o, k) => (o as Tree)[k]!, tree);
    const wrong = keys.filter((key) => {
      const texts = [nl, en, de].map((tree) => read(tree, key) as string);
      return (
        texts.some((text) => text.trim() === '') ||
        texts.some((text) => placeholders(text).join() !== placeholders(texts[0]!).join())
      );
    });
    expect(wrong).toEqual([]);
  });

  it("writes every value as the catalogue's one placeholder, {name}, never i18next's {{name}}", () => {
    const read = (tree: Tree, key: string) =>
      key.split('.').reduce<string | Tree>((o, k) => (o as Tree)[k]!, tree);
    const doubled = keys.filter((key) =>
      [nl, en, de].some((tree) => (read(tree, key) as string).includes('{{')),
    );
    expect(doubled).toEqual([]);
  });

  it('every pattern the code builds keys with is listed, and every listed one is still in the code', () => {
    expect([...patterns].sort()).toEqual(Object.keys(DYNAMIC_KEYS).sort());
  });

  it('has no key the code does not use', () => {
    const unused = keys.filter(
      (key) => !literals.has(key) && !literals.has(baseKey(key)) && !dynamicKeys.has(key),
    );
    expect(unused).toEqual([]);
  });

  it('has every key the code builds from a value', () => {
    expect([...dynamicKeys].filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('holds the texts docs/spec.md §2 names', () => {
    expect(nl.menu).toMatchObject({
      orders: 'Bestellingen',
      products: 'Producten',
      storefronts: 'Storefronts',
      settings: 'Instellingen',
    });
    expect(nl.account).toMatchObject({ stores: 'Winkels', addStore: 'Shop toevoegen', logout: 'Uitloggen' });
    expect(nl.testMode.badge).toBe('Testmodus actief');
    expect(nl.common.back).toBe('Terug');
    expect(nl.routes).toMatchObject({ cart: 'Bestelling', checkout: 'Afrekenen' });
    expect(nl.cartButton.viewOrderLabel).toBeTruthy();
  });
});
