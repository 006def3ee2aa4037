import type { Plugin } from 'vite';

const LOCALE_FILE = /\/src\/texts\/web\/\w+\.json$/;

/**
 * The shop's build reads of each locale file only the parts its pages use (`namespaces`, from
 * src/app/shop/shop-texts.ts), so a store page's first load does not carry the admin's texts
 * (docs/decisions/055-shop-loads-its-own-texts.md). The files themselves stay whole: the admin's
 * build and the tests read all of them.
 */
export function shopTexts(namespaces: readonly string[]): Plugin {
  return {
    name: 'shop-texts',
    // Before Vite's own JSON plugin turns the file into a module.
    enforce: 'pre',
    transform: {
      filter: { id: LOCALE_FILE },
      handler(json, id) {
        const texts = JSON.parse(json) as Record<string, unknown>;
        const missing = namespaces.filter((namespace) => !(namespace in texts));
        if (missing.length) this.error(`${id} has no ${missing.join(', ')}`);
        return {
          code: JSON.stringify(
            Object.fromEntries(namespaces.map((namespace) => [namespace, texts[namespace]])),
          ),
          map: { mappings: '' },
        };
      },
    },
  };
}
