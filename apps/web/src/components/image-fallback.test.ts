import { describe, expect, it } from 'vitest';
import { pickImageVariant, type ImageAsset } from '@platform/contract';

const variant = (width: number) => ({ url: `/img-${width}.webp`, width, height: width });

/** The <Image> component shows what `pickImageVariant` picks; these are the fallbacks it relies on. */
describe('image size fallback', () => {
  const asset: Pick<ImageAsset, 'images'> = {
    images: { original: variant(4000), medium: variant(800), thumb: variant(100) },
  };

  it('uses the requested size when it exists', () => {
    expect(pickImageVariant(asset, 'medium')?.width).toBe(800);
  });

  it('falls back to the next smaller size', () => {
    expect(pickImageVariant(asset, 'large')?.width).toBe(800);
    expect(pickImageVariant(asset, 'small')?.width).toBe(100);
  });

  it('ends at original when nothing smaller exists', () => {
    expect(pickImageVariant({ images: { original: variant(4000) } }, 'thumb')?.width).toBe(4000);
  });

  it('has nothing for a missing asset, so the placeholder shows', () => {
    expect(pickImageVariant(null, 'small')).toBeUndefined();
    expect(pickImageVariant({ images: {} }, 'small')).toBeUndefined();
  });
});
