import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

/** Where the shop build writes, for the server, the chunks of each page (read by apps/api shop-build.ts). */
export const SHOP_PAGES_FILE = '.vite/shop-pages.json';

/** The chunk's file and those of every chunk it imports, however deep. */
function withImports(chunks: Map<string, OutputChunk>, file: string, seen = new Set<string>()): Set<string> {
  const chunk = chunks.get(file);
  if (seen.has(file) || !chunk) return seen;
  seen.add(file);
  for (const imported of chunk.imports) withImports(chunks, imported, seen);
  return seen;
}

/**
 * For every page, by route name, the chunk files (`/assets/…`) it loads beyond those the HTML entry
 * already brings (Vite announces those itself): the page's module and what it imports, and the texts
 * every page waits for first. `modules` are files relative to `root`.
 */
export function chunksByPage(
  bundle: Rollup.OutputBundle,
  root: string,
  modules: Record<string, string>,
  alwaysNeeded: string,
): Record<string, string[]> {
  const chunks = new Map(
    Object.values(bundle)
      .filter((output): output is OutputChunk => output.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const fileOf = (module: string) => {
    const id = path.resolve(root, module);
    const chunk = [...chunks.values()].find((candidate) => candidate.facadeModuleId === id);
    if (!chunk) throw new Error(`The shop build has no chunk for ${module}`);
    return chunk.fileName;
  };
  const inHtml = new Set<string>();
  for (const chunk of chunks.values()) if (chunk.isEntry) withImports(chunks, chunk.fileName, inHtml);
  const always = withImports(chunks, fileOf(alwaysNeeded));
  return Object.fromEntries(
    Object.entries(modules).map(([page, module]) => {
      const needed = new Set([...withImports(chunks, fileOf(module)), ...always]);
      return [page, [...needed].filter((file) => !inHtml.has(file)).map((file) => `/${file}`)];
    }),
  );
}

/**
 * Writes what the server needs of the shop's build: the chunks of each page by route name, so a
 * store page's HTML can announce them all at once, without the server knowing the web app's files.
 */
export function shopPagesManifest(modules: Record<string, string>, alwaysNeeded: string): Plugin {
  let root = '';
  return {
    name: 'shop-pages-manifest',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: SHOP_PAGES_FILE,
        source: JSON.stringify(chunksByPage(bundle, root, modules, alwaysNeeded)),
      });
    },
  };
}
