import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalEmail } from './email-identity.js';

describe('canonicalEmail', () => {
  it('reads an address in any case, with or without a +tag, as the same person', () => {
    for (const address of [
      'a@example.com',
      'A@Example.com',
      ' a@example.com ',
      'a+again@example.com',
      'A+Again+More@EXAMPLE.COM',
      'a+@example.com',
    ]) {
      expect(canonicalEmail(address), address).toBe('a@example.com');
    }
  });

  it('keeps dots, a leading +, and a + outside the local part', () => {
    expect(canonicalEmail('first.last@example.com')).toBe('first.last@example.com');
    expect(canonicalEmail('firstlast@example.com')).not.toBe(canonicalEmail('first.last@example.com'));
    expect(canonicalEmail('+tag@example.com')).toBe('+tag@example.com');
    expect(canonicalEmail('"a@b"+x@example.com')).toBe('"a@b"@example.com');
    expect(canonicalEmail('not-an-address')).toBe('not-an-address');
  });

  it('is its own canonical form, and a tag never changes it', () => {
    const local = fc.stringMatching(/^[a-z0-9._-]{1,20}$/);
    const domain = fc.stringMatching(/^[a-z0-9-]{1,12}\.[a-z]{2,6}$/);
    const tag = fc.stringMatching(/^[A-Za-z0-9+._-]{0,12}$/);
    fc.assert(
      fc.property(local, tag, domain, (name, label, host) => {
        const plain = canonicalEmail(`${name}@${host}`);
        expect(canonicalEmail(`${name.toUpperCase()}+${label}@${host.toUpperCase()}`)).toBe(plain);
        expect(canonicalEmail(plain)).toBe(plain);
      }),
    );
  });
});
