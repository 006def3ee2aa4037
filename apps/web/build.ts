/**
 * `npm run build` (and `npm start` before it serves): the web app's four Vite builds (the admin, the
 * shop with `--mode shop`, embed.js with `--mode embed`, the admin's preview script with
 * `--mode embed-preview`; vite.config.ts) into one directory, unless
 * the build of the current sources already exists. `dist` is a link to the current build, switched
 * at once when a new one is whole (builder/atomic-build.ts, docs/decisions/024-operations.md).
 */
import path from 'node:path';
import { buildIfStale, hashOfInputs } from './builder/atomic-build';

const webRoot = import.meta.dirname;
const repositoryRoot = path.resolve(webRoot, '../..');

/** What the build is made from, relative to the repository. */
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/vite-plugins',
  'apps/web/index.html',
  'apps/web/shop.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'tsconfig.base.json',
  'package-lock.json',
];

const MODES = ['production', 'shop', 'embed', 'embed-preview'];

const inputsHash = await hashOfInputs(repositoryRoot, INPUTS);
const outcome = await buildIfStale({
  distLink: path.join(webRoot, 'dist'),
  buildsDir: path.join(webRoot, 'dist-builds'),
  inputsHash,
  async build(outDir) {
    // Loaded only to build: a start whose build is current does not wait for Vite.
    const { build } = await import('vite');
    for (const mode of MODES) {
      await build({ root: webRoot, mode, configLoader: 'runner', build: { outDir } });
    }
  },
});
const said = {
  current: 'is current',
  switched: 'was built before: switched to it',
  built: 'is built',
};
console.log(`The web app (${inputsHash}) ${said[outcome]}.`);
