import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../i18n', () => ({ currentLocale: () => 'nl' }));

/** A store page whose HTML carries the answers given, as the server writes them. */
function page(inlined: Record<string, unknown> | null) {
  vi.stubGlobal('window', { location: { origin: 'http://demo.localhost:3000' } });
  vi.stubGlobal('document', {
    getElementById: (id: string) =>
      id === 'initial-answers' && inlined ? { textContent: JSON.stringify(inlined) } : null,
  });
}

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe('the answers a store page opens with', () => {
  it("give a query the data of the server's answer for its path, once", async () => {
    page({ '/v1/store/demo/product/poster': { data: { name: 'Poster' } } });
    const { takeInitialData } = await import('./initial-answers');

    expect(takeInitialData('v1/store/demo/product/poster')).toEqual({ name: 'Poster' });
    expect(takeInitialData('v1/store/demo/product/poster')).toBeUndefined();
    expect(takeInitialData('v1/store/demo/product/other')).toBeUndefined();
  });

  it('are none on a page without them', async () => {
    page(null);
    const { takeInitialData } = await import('./initial-answers');
    expect(takeInitialData('v1/store/demo')).toBeUndefined();
  });
});
