import { useState } from 'react';
import { pickImageVariant, type ImageAsset, type ImageSize } from '@platform/contract';
import { ImageIcon } from './icons';

interface ImageProps {
  asset: Pick<ImageAsset, 'images' | 'description'> | null | undefined;
  size: ImageSize;
  className?: string;
  /** Alt text when the asset has no description of its own. */
  alt?: string;
  /** `eager` for the picture a page opens with (its largest paint); anything further down waits. */
  loading?: 'lazy' | 'eager';
}

/**
 * An image asset at the requested size, or the next smaller one that exists (docs/spec.md §3); a neutral
 * placeholder picture when there is none or loading fails.
 */
export function Image({ asset, size, className = '', alt = '', loading = 'lazy' }: ImageProps) {
  const variant = pickImageVariant(asset, size);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!variant || failedUrl === variant.url) {
    return (
      <span
        role="img"
        aria-label={asset?.description || alt || undefined}
        aria-hidden={asset?.description || alt ? undefined : true}
        className={`flex items-center justify-center bg-zinc-100 text-zinc-400 ${className}`}
      >
        <ImageIcon className="size-1/3 max-h-8 max-w-8" />
      </span>
    );
  }
  return (
    <img
      src={variant.url}
      width={variant.width}
      height={variant.height}
      alt={asset?.description || alt}
      loading={loading}
      onError={() => setFailedUrl(variant.url)}
      className={className}
    />
  );
}
