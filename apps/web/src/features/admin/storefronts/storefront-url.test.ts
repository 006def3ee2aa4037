import { describe, expect, it } from 'vitest';
import { storefrontUrl } from './storefront-url';

const admin = { protocol: 'http:', host: 'app.localhost:3300' };

describe('storefrontUrl', () => {
  it('puts the storefront on the store host', () => {
    expect(storefrontUrl('koffie', { slug: 'zomer', is_home: false }, admin)).toBe(
      'http://koffie.localhost:3300/zomer',
    );
  });

  it('gives the home storefront the store front page', () => {
    expect(storefrontUrl('koffie', { slug: 'zomer', is_home: true }, admin)).toBe(
      'http://koffie.localhost:3300/',
    );
  });
});
