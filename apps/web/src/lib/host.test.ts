import { describe, expect, it } from 'vitest';
import { isAdminSlug, slugFromHost, storeHost } from './host';

describe('slugFromHost', () => {
  it('reads the first label of the host as the store slug', () => {
    expect(slugFromHost('demo.localhost')).toBe('demo');
    expect(slugFromHost('shop-42.example.com')).toBe('shop-42');
  });

  it('ignores case and ports', () => {
    expect(slugFromHost('Demo.Example.COM')).toBe('demo');
    expect(slugFromHost('demo:3000')).toBe('demo');
  });

  it('only the reserved slug app is the admin', () => {
    expect(isAdminSlug(slugFromHost('app.localhost'))).toBe(true);
    expect(isAdminSlug(slugFromHost('apps.localhost'))).toBe(false);
    expect(isAdminSlug(slugFromHost('demo.app.localhost'))).toBe(false);
  });
});

describe('storeHost', () => {
  it('swaps the first label and keeps the rest of the host with its port', () => {
    expect(storeHost('demo', 'app.localhost:3000')).toBe('demo.localhost:3000');
    expect(storeHost('acme', 'app.shop.example.com')).toBe('acme.shop.example.com');
  });
});
