/**
 * The server bundled into one file, `apps/api/dist/main.js`, for `npm start` and for the tests that
 * start server processes (decision 044): a process then loads one module instead of transforming and
 * resolving some three hundred. The contract is bundled with it; every npm package stays in
 * node_modules, native ones (better-sqlite3, sharp) included.
 *
 *   node --import tsx apps/api/build.ts
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const apiRoot = import.meta.dirname;

/** Where the bundle goes: beside src, so the paths it resolves from its own address stay the same. */
export const SERVER_BUNDLE = path.join(apiRoot, 'dist', 'main.js');

/** Packages are loaded from node_modules at run time, except the workspace's own TypeScript ones. */
const packagesFromNodeModules: Plugin = {
  name: 'packages-from-node-modules',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@platform/') ? undefined : { path: args.path, external: true },
    );
  },
};

async function sameContent(file: string, content: Uint8Array): Promise<boolean> {
  const existing = await readFile(file).catch(() => undefined);
  return existing !== undefined && Buffer.compare(existing, content) === 0;
}

/**
 * Bundles the server and writes the files only when they changed, each by a rename, so a process
 * starting meanwhile (another test project builds too) reads a whole file, old or new.
 */
export async function buildServer(): Promise<void> {
  const { outputFiles } = await build({
    entryPoints: [path.join(apiRoot, 'src', 'main.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    plugins: [packagesFromNodeModules],
    write: false,
    logLevel: 'warning',
  });
  await mkdir(path.dirname(SERVER_BUNDLE), { recursive: true });
  // The map first, so the bundle never names a map that is not there yet.
  const isMap = (file: { path: string }) => file.path.endsWith('.map');
  for (const file of [...outputFiles.filter(isMap), ...outputFiles.filter((file) => !isMap(file))]) {
    if (await sameContent(file.path, file.contents)) continue;
    const partial = `${file.path}.${randomBytes(4).toString('hex')}.partial`;
    await writeFile(partial, file.contents);
    await rename(partial, file.path);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServer();
  console.log(`The server is built: ${path.relative(process.cwd(), SERVER_BUNDLE)}.`);
}
