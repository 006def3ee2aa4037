import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductImage } from '@platform/contract';
import { Image } from '@/components/image';

/**
 * The product's pictures: one large, the others as thumbnails that swap it in. Each is shown whole, at
 * its own aspect ratio: a book's 3:4 cover stays a cover, never cut to a landscape frame.
 */
export function ProductGallery({ images, name }: { images: ProductImage[]; name: string }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  return (
    <div className="space-y-3">
      <div className="flex justify-center overflow-hidden rounded-2xl bg-zinc-100 ring-1 ring-zinc-200">
        <Image
          key={current?.id}
          asset={current}
          size="large"
          alt={name}
          loading="eager"
          // Without a picture the placeholder takes a 4:3 frame of the gallery's width: at its own size
          // it would be a bar the height of its icon.
          className={
            current
              ? 'h-auto max-h-[min(75vh,48rem)] w-auto max-w-full object-contain'
              : 'aspect-[4/3] w-full'
          }
        />
      </div>
      {images.length > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t('shop.pictures')}>
          {images.map((image, index) => (
            <li key={image.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-pressed={index === selected}
                aria-label={t('shop.pictureOf', { index: index + 1, count: images.length })}
                className={`block overflow-hidden rounded-lg ring-2 transition ${index === selected ? 'ring-primary-ink' : 'ring-transparent hover:ring-zinc-300'}`}
              >
                <Image asset={image} size="thumb" className="size-16 bg-white object-contain sm:size-20" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
