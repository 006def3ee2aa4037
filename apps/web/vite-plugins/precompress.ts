import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;
/** Within 2 % of Brotli's best (11) in under half its time, so the build stays quick. */
const BROTLI_QUALITY = 10;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Whether an earlier build (the admin's, before the shop's) already compressed this very file. */
async function compressedAlready(file: string): Promise<boolean> {
  const [original, copy] = await Promise.all([stat(file), stat(`${file}.br`).catch(() => null)]);
  return copy !== null && copy.mtimeMs >= original.mtimeMs;
}

async function writeCompressedCopies(file: string): Promise<void> {
  if (await compressedAlready(file)) return;
  const source = await readFile(file);
  if (source.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipped(source, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, compressed once,
 * for the server to send to browsers that accept them: on a phone's connection the bytes of the first
 * load are most of its time, and compressing on every request would cost the server instead.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // Dot folders (Vite's manifests) are the server's to read, never sent.
      const files = (await filesUnder(outDir)).filter(
        (file) => COMPRESSIBLE.test(file) && !path.relative(outDir, file).startsWith('.'),
      );
      await Promise.all(files.map(writeCompressedCopies));
    },
  };
}
