import { IMAGE_SIZES, type ImageSize } from './constants.js';

export interface ImageVariantLike {
  url: string;
  width: number;
  height: number;
}

/**
 * The variant to show for a requested size: that size, else the next smaller one, ending at
 * `original` (docs/spec.md §3, docs/spec.md §9 "Image size fallback order"). Kept free of zod so the shop's bundle
 * can use it without the schema library.
 */
export function pickImageVariant<V extends ImageVariantLike>(
  asset: { images: Partial<Record<ImageSize, V>> } | null | undefined,
  size: ImageSize,
): V | undefined {
  if (!asset) return undefined;
  const start = IMAGE_SIZES.indexOf(size);
  const order = [size, ...IMAGE_SIZES.slice(start + 1), 'original' as const];
  for (const candidate of order) {
    const variant = asset.images[candidate];
    if (variant) return variant;
  }
  return undefined;
}
