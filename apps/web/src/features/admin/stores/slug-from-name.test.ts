import { describe, expect, it } from 'vitest';
import { storeSlug } from '@platform/contract';
import { slugFromName } from './slug-from-name';

describe('slugFromName', () => {
  it('makes a host label from a store name', () => {
    expect(slugFromName('Café Noir & Co')).toBe('cafe-noir-co');
    expect(slugFromName('  Bakkerij  Ünal!! ')).toBe('bakkerij-unal');
  });

  it('keeps within 40 characters and never ends on a hyphen', () => {
    const slug = slugFromName('The quite remarkably long name of a small - shop');
    expect(slug.length).toBeLessThanOrEqual(40);
    expect(slug.endsWith('-')).toBe(false);
    expect(storeSlug.safeParse(slug).success).toBe(true);
  });
});
