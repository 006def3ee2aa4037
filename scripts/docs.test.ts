import { beforeAll, describe, expect, it } from 'vitest';
import { missingFiles, namedRoutes, readDoc } from './docs.js';
import { readRoutes } from './routes.js';

/** The docs that walk a newcomer through the code, which name its files and routes. */
const GUIDES = [
  'docs/flows/purchase.md',
  'docs/adding-a-feature.md',
  'docs/names.md',
  'apps/api/src/db/README.md',
];

describe('the guides to the code', () => {
  it.each(GUIDES)('%s names only files of the repository, and each exists', (doc) => {
    expect(missingFiles(readDoc(doc))).toEqual([]);
  });

  describe('the purchase (docs/flows/purchase.md)', () => {
    let registered: Set<string>;
    beforeAll(async () => {
      registered = new Set((await readRoutes()).map((route) => `${route.method} ${route.path}`));
    }, 60_000);

    it('names only routes the app registers', () => {
      const named = namedRoutes(readDoc('docs/flows/purchase.md'));
      expect(named.length).toBeGreaterThan(10);
      expect(named.filter((route) => !registered.has(route))).toEqual([]);
    });
  });

  it('finds a file that is not there, a bare file name, a path outside the clone and an unknown route', () => {
    const text =
      'See `apps/api/src/no-such-file.ts`, `carts.service.ts` and ../outside-the-clone/x.md; `GET /v1/nothing`.';
    expect(missingFiles(text)).toEqual([
      'apps/api/src/no-such-file.ts',
      'carts.service.ts',
      '../outside-the-clone/x.md',
    ]);
    expect(namedRoutes(text)).toEqual(['GET /v1/nothing']);
  });
});
