import { z } from 'zod';
import { IMAGE_SIZES } from './constants.js';

export const imageVariant = z.object({
  url: z.string().describe('The address of the image in this size.'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ImageVariant = z.infer<typeof imageVariant>;

/** An uploaded image, re-encoded into the sizes of docs/spec.md §3; `description` is the alt text. */
export const imageAsset = z.object({
  id: z.number().int().optional(),
  images: z
    .partialRecord(z.enum(IMAGE_SIZES), imageVariant)
    .describe('The image in each size it was made in, by size name.'),
  description: z
    .string()
    .max(300)
    .default('')
    .describe("The image's description: the alt text read out to those who cannot see it."),
});
export type ImageAsset = z.infer<typeof imageAsset>;
