import { z } from 'zod';
import { IMAGE_SIZES } from './constants.js';

export const imageVariant = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ImageVariant = z.infer<typeof imageVariant>;

/** An uploaded image, re-encoded into the sizes of docs/spec.md §3; `description` is the alt text. */
export const imageAsset = z.object({
  id: z.number().int().optional(),
  images: z.partialRecord(z.enum(IMAGE_SIZES), imageVariant),
  description: z.string().max(300).default(''),
});
export type ImageAsset = z.infer<typeof imageAsset>;
