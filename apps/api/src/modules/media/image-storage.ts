import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { ImageAsset } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import type { UploadedFile } from '../../lib/uploaded-file.js';
import { processImage } from './image-processing.js';

export const MEDIA_PREFIX = '/media/';

export interface StoredImage {
  prefix: string;
  images: ImageAsset['images'];
}

/** Re-encodes an uploaded image and writes every size to public storage under a fresh prefix. */
export async function storeImage(
  ctx: AppContext,
  folder: string,
  upload: UploadedFile,
): Promise<StoredImage> {
  const variants = await processImage(await readFile(upload.path));
  const prefix = `${folder}/${randomUUID()}`;
  const images: ImageAsset['images'] = {};
  try {
    for (const variant of variants) {
      const key = `${prefix}/${variant.size}.${variant.extension}`;
      await ctx.storage.public.write(key, variant.data, variant.contentType);
      images[variant.size] = { url: `${MEDIA_PREFIX}${key}`, width: variant.width, height: variant.height };
    }
  } catch (error) {
    await ctx.storage.public.remove(prefix);
    throw error;
  }
  return { prefix, images };
}
