import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { ImageAsset } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import type { UploadedFile } from '../../lib/uploaded-file.js';
import { processImage, type ImageVariantFile } from './image-processing.js';

export const MEDIA_PREFIX = '/media/';

export interface StoredImage {
  prefix: string;
  images: ImageAsset['images'];
}

/**
 * The sizes of the last few small pictures processed, by their content, so that the same picture
 * uploaded again is encoded once: a demo store's pictures, made anew for each demo merchant (and each
 * browser journey, docs/testing.md), or one picture a merchant adds to several products. Encoding is
 * most of an upload's CPU (about 0.25 s for 1200 × 900). Only pictures up to `RECENT_MAX_BYTES` are
 * kept, so the cache holds a few megabytes at most.
 */
const RECENT_IMAGES = 8;
const RECENT_MAX_BYTES = 1024 * 1024;
const recent = new Map<string, Promise<ImageVariantFile[]>>();

function processedOnce(input: Buffer): Promise<ImageVariantFile[]> {
  if (input.length > RECENT_MAX_BYTES) return processImage(input);
  const key = createHash('sha256').update(input).digest('hex');
  const variants = recent.get(key) ?? processImage(input);
  // Most recently used last, so the first entry is the one to let go.
  recent.delete(key);
  recent.set(key, variants);
  if (recent.size > RECENT_IMAGES) recent.delete(recent.keys().next().value!);
  // A picture that fails is not kept: the next upload of it gets its own answer.
  variants.catch(() => recent.delete(key));
  return variants;
}

/** Re-encodes an uploaded image and writes every size to public storage under a fresh prefix. */
export async function storeImage(
  ctx: AppContext,
  folder: string,
  upload: UploadedFile,
): Promise<StoredImage> {
  const variants = await processedOnce(await readFile(upload.path));
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
