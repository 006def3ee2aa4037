import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIfStale, hashOfInputs } from './atomic-build';

let root: string;
let distLink: string;
let buildsDir: string;
let builds: string[];

/** A stand-in for Vite: writes a page and the chunk it loads, slowly, file after file. */
function slowBuild(label: string, pauseMs = 30) {
  return async (outDir: string) => {
    builds.push(label);
    mkdirSync(path.join(outDir, 'assets'));
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    writeFileSync(path.join(outDir, 'assets', `app-${label}.js`), `console.log('${label}')`);
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    writeFileSync(path.join(outDir, 'index.html'), `<script src="/assets/app-${label}.js"></script>`);
  };
}

const build = (inputsHash: string, label = inputsHash, pauseMs?: number) =>
  buildIfStale({ distLink, buildsDir, inputsHash, build: slowBuild(label, pauseMs) });

/** What a server starting now would serve: the page, and the chunk that page loads. */
function servedNow(): { page: string; chunk: string } {
  const dir = realpathSync(distLink);
  const page = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const chunk = page.match(/src="\/(assets\/[^"]+)"/)![1]!;
  return { page, chunk: readFileSync(path.join(dir, chunk), 'utf8') };
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'web-build-'));
  distLink = path.join(root, 'dist');
  buildsDir = path.join(root, 'dist-builds');
  builds = [];
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the web build', () => {
  it('builds once for the same inputs and skips the build while they stay the same', async () => {
    expect(await build('aaaa')).toBe('built');
    expect(servedNow().chunk).toBe("console.log('aaaa')");
    expect(await build('aaaa')).toBe('current');
    expect(builds).toEqual(['aaaa']);
  });

  it('is hashed from the contents of its inputs, not their times', async () => {
    mkdirSync(path.join(root, 'src'));
    writeFileSync(path.join(root, 'src', 'main.ts'), 'one');
    writeFileSync(path.join(root, 'vite.config.ts'), 'config');
    const first = await hashOfInputs(root, ['src', 'vite.config.ts']);
    writeFileSync(path.join(root, 'src', 'main.ts'), 'one');
    expect(await hashOfInputs(root, ['src', 'vite.config.ts'])).toBe(first);
    writeFileSync(path.join(root, 'src', 'main.ts'), 'two');
    expect(await hashOfInputs(root, ['src', 'vite.config.ts'])).not.toBe(first);
  });

  it('serves the whole old build while a new one is written, then the whole new one', async () => {
    await build('old');
    let seen = 0;
    let done = false;
    const rebuilding = build('new', 'new', 50).finally(() => (done = true));
    while (!done) {
      // Whatever moment a server starts or a browser asks, the page and its chunk are there together.
      const { page, chunk } = servedNow();
      expect([
        ['<script src="/assets/app-old.js"></script>', "console.log('old')"],
        ['<script src="/assets/app-new.js"></script>', "console.log('new')"],
      ]).toContainEqual([page, chunk]);
      seen += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(await rebuilding).toBe('built');
    expect(seen).toBeGreaterThan(5);
    expect(servedNow().chunk).toBe("console.log('new')");
  });

  it('keeps the build a running server started on after switching to a new one', async () => {
    await build('first');
    const runningServersBuild = realpathSync(distLink);
    await build('second');
    expect(readFileSync(path.join(runningServersBuild, 'assets', 'app-first.js'), 'utf8')).toBe(
      "console.log('first')",
    );
  });

  it('lets two builds of the same inputs run at once, both succeeding on one whole build', async () => {
    const outcomes = await Promise.all([build('same', 'one'), build('same', 'two')]);
    expect(outcomes).toEqual(['built', 'built']);
    expect(['one', 'two']).toContain(servedNow().chunk.match(/'(\w+)'/)![1]);
    expect(readdirSync(buildsDir)).toEqual(['same']);
    expect(readdirSync(root).sort()).toEqual(['dist', 'dist-builds']);
  });

  it('switches back to a build it still has without building again', async () => {
    await build('a');
    await build('b');
    expect(await build('a')).toBe('switched');
    expect(builds).toEqual(['a', 'b']);
    expect(servedNow().chunk).toBe("console.log('a')");
  });

  it('keeps the current build and the two before it, and drops older ones', async () => {
    for (const hash of ['b1', 'b2', 'b3', 'b4', 'b5']) await build(hash, hash, 1);
    expect(readdirSync(buildsDir).sort()).toEqual(['b3', 'b4', 'b5']);
    expect(servedNow().chunk).toBe("console.log('b5')");
  });

  it('replaces a dist that an older checkout left as a plain directory', async () => {
    mkdirSync(distLink);
    writeFileSync(path.join(distLink, 'index.html'), 'old layout');
    expect(await build('fresh')).toBe('built');
    expect(servedNow().chunk).toBe("console.log('fresh')");
  });

  it('leaves nothing half-made when the build fails, and the current build in place', async () => {
    await build('good');
    const failing = buildIfStale({
      distLink,
      buildsDir,
      inputsHash: 'broken',
      build: async (outDir) => {
        writeFileSync(path.join(outDir, 'index.html'), 'half');
        throw new Error('syntax error');
      },
    });
    await expect(failing).rejects.toThrow('syntax error');
    expect(readdirSync(buildsDir)).toEqual(['good']);
    expect(servedNow().chunk).toBe("console.log('good')");
  });
});
