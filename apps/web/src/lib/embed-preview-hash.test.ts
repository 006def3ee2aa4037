import { describe, expect, it } from 'vitest';
import { embedPreviewHash, readEmbedPreviewHash } from './embed-preview-hash';

describe("the embed preview page's address", () => {
  it('reads back what the admin wrote', () => {
    for (const embed of [
      { kind: 'storefront', slug: 'fotografie' },
      { kind: 'product', slug: 'e-book' },
      { kind: 'minicart' },
    ] as const) {
      expect(readEmbedPreviewHash(`#${embedPreviewHash(embed)}`)).toEqual(embed);
    }
  });

  it('shows nothing for a kind the preview does not place, and an empty slug for a missing one', () => {
    expect(readEmbedPreviewHash('#kind=cart')).toBeUndefined();
    expect(readEmbedPreviewHash('#kind=<script>')).toBeUndefined();
    expect(readEmbedPreviewHash('')).toBeUndefined();
    expect(readEmbedPreviewHash('#kind=product')).toEqual({ kind: 'product', slug: '' });
  });
});
