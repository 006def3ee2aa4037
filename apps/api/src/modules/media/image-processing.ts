import sharp from 'sharp';
import type { ImageSize } from '@platform/contract';
import { AppError } from '../../errors.js';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

/**
 * The most pixels an upload may have, read from its header before anything is decoded: a small file
 * can describe a huge canvas, and decoding one takes memory for every pixel (a 256-megapixel PNG of
 * 200 kB takes ~670 MB). 40 megapixels is more than any camera photo a shop needs.
 */
const MAX_MEGAPIXELS = 40;
const MAX_PIXELS = MAX_MEGAPIXELS * 1_000_000;

/** The longest side of each size; `thumb` is a square crop for lists. */
const BOUNDS: Record<Exclude<ImageSize, 'original'>, number> = {
  large: 1600,
  medium: 800,
  small: 400,
  tiny: 200,
  thumb: 100,
};

export interface ImageVariantFile {
  size: ImageSize;
  data: Buffer;
  width: number;
  height: number;
  extension: string;
  /** What a bucket keeps with the file and answers it with: `image/webp`, `image/png`, `image/jpeg`. */
  contentType: string;
}

async function encode(pipeline: sharp.Sharp, size: ImageSize, extension: string): Promise<ImageVariantFile> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return {
    size,
    data,
    width: info.width,
    height: info.height,
    extension,
    contentType: `image/${info.format}`,
  };
}

/**
 * Checks by content that an upload is an image, and re-encodes it into every size of `BOUNDS`. Nothing
 * of the uploaded bytes is served as is: metadata goes, orientation is applied, formats are ours.
 */
export async function processImage(input: Buffer): Promise<ImageVariantFile[]> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(input).metadata();
  } catch {
    throw AppError.invalid({ file: 'not_an_image' });
  }
  const { format, width = 0, height = 0 } = metadata;
  if (!format || !ACCEPTED_FORMATS.has(format)) throw AppError.invalid({ file: 'not_an_image' });
  if (width * height > MAX_PIXELS) {
    throw new AppError(422, 'invalid', { file: 'image_too_many_pixels' }, { max: MAX_MEGAPIXELS });
  }

  const source = () => sharp(input, { failOn: 'truncated', limitInputPixels: MAX_PIXELS }).rotate();
  try {
    const original =
      format === 'png'
        ? encode(source().png({ compressionLevel: 9 }), 'original', 'png')
        : format === 'jpeg'
          ? encode(source().jpeg({ quality: 88, mozjpeg: true }), 'original', 'jpg')
          : encode(source().webp({ quality: 88 }), 'original', 'webp');
    const resized = Object.entries(BOUNDS).map(([size, bound]) =>
      encode(
        source()
          .resize(
            size === 'thumb'
              ? { width: bound, height: bound, fit: 'cover' }
              : { width: bound, height: bound, fit: 'inside', withoutEnlargement: true },
          )
          .webp({ quality: 80 }),
        size as ImageSize,
        'webp',
      ),
    );
    return await Promise.all([original, ...resized]);
  } catch {
    throw AppError.invalid({ file: 'unreadable_image' });
  }
}
