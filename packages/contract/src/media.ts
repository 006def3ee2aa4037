import { z } from 'zod';
import { IMAGE_SIZES, type ImageSize } from './constants.js';

export const imageVariant = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ImageVariant = z.infer<typeof imageVariant>;

/** An uploaded image, re-encoded into the sizes of SPEC §3; `description` is the alt text. */
export const imageAsset = z.object({
  id: z.number().int().optional(),
  images: z.partialRecord(z.enum(IMAGE_SIZES), imageVariant),
  description: z.string().max(300).default(''),
});
export type ImageAsset = z.infer<typeof imageAsset>;

/**
 * The variant to show for a requested size: that size, else the next smaller one, ending at
 * `original` (SPEC §3, SPEC §9 "Image size fallback order").
 */
export function pickImageVariant(
  asset: Pick<ImageAsset, 'images'> | null | undefined,
  size: ImageSize,
): ImageVariant | undefined {
  if (!asset) return undefined;
  const start = IMAGE_SIZES.indexOf(size);
  const order = [size, ...IMAGE_SIZES.slice(start + 1), 'original' as const];
  for (const candidate of order) {
    const variant = asset.images[candidate];
    if (variant) return variant;
  }
  return undefined;
}
