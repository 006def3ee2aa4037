import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';

/** A build as the web build leaves it: a page, and the chunk with a hashed name that it loads. */
function writeBuild(dir: string, label: string) {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'assets', `app-${label}.js`), `console.log('${label}')`);
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><div id="root"></div><script src="/assets/app-${label}.js"></script>`,
  );
}

/** Points `dist` at another build in one step, as apps/web/builder/atomic-build.ts does. */
function switchTo(dist: string, build: string) {
  symlinkSync(build, `${dist}.next`);
  renameSync(`${dist}.next`, dist);
}

describe('a running server while the web app is built anew', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'platform-dist-'));
  const dist = path.join(root, 'dist');
  let t: TestApp;
  beforeAll(async () => {
    writeBuild(path.join(root, 'builds', 'first'), 'first');
    symlinkSync(path.join(root, 'builds', 'first'), dist);
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'app.localhost:3000' } });

  it('keeps serving the pages and chunks it started with after dist switches to the new build', async () => {
    expect((await get('/login')).body).toContain('/assets/app-first.js');
    expect((await get('/assets/app-first.js')).statusCode).toBe(200);

    writeBuild(path.join(root, 'builds', 'second'), 'second');
    switchTo(dist, path.join(root, 'builds', 'second'));

    const page = await get('/login');
    expect(page.body).toContain('/assets/app-first.js');
    const chunk = await get('/assets/app-first.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.body).toBe("console.log('first')");
  });
});
