import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductImage } from '@platform/contract';
import { IconButton } from '@/components/icon-button';
import { TrashIcon } from '@/components/icons';
import { Image } from '@/components/image';
import { ReorderButtons } from '@/components/reorder-buttons';

interface ProductImageTileProps {
  image: ProductImage;
  index: number;
  count: number;
  onMove: (step: -1 | 1) => void;
  onDescribe: (description: string) => void;
  onDelete: () => void;
}

/** One image: the picture, its alt text (saved when the field is left), moving it and deleting it. */
export function ProductImageTile({
  image,
  index,
  count,
  onMove,
  onDescribe,
  onDelete,
}: ProductImageTileProps) {
  const { t } = useTranslation();
  const [description, setDescription] = useState(image.description);
  const number = index + 1;
  const save = () => {
    if (description.trim() !== image.description) onDescribe(description.trim());
  };
  return (
    <div className="flex flex-col overflow-hidden rounded-xl bg-white ring-1 ring-zinc-200">
      <div className="relative">
        <Image
          asset={image}
          size="small"
          alt={t('products.images.number', { number })}
          className="aspect-square w-full bg-zinc-50 object-contain"
        />
        {index === 0 ? (
          <span className="absolute top-2 left-2 rounded-md bg-zinc-900/75 px-2 py-0.5 text-xs font-medium text-white">
            {t('products.images.main')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-2.5">
        <label className="sr-only" htmlFor={`alt-${image.id}`}>
          {t('products.images.altLabel', { number })}
        </label>
        <input
          id={`alt-${image.id}`}
          value={description}
          maxLength={300}
          placeholder={t('products.images.altPlaceholder')}
          onChange={(event) => setDescription(event.target.value)}
          onBlur={save}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              save();
            }
          }}
          className="h-8 w-full rounded-md px-2 text-xs text-zinc-900 ring-1 ring-zinc-200 ring-inset placeholder:text-zinc-500 focus:ring-2 focus:ring-primary-ink focus:outline-none"
        />
        <div className="flex items-center justify-between">
          <ReorderButtons
            index={index}
            count={count}
            orientation="horizontal"
            earlierLabel={t('products.images.moveEarlier', { number })}
            laterLabel={t('products.images.moveLater', { number })}
            onMove={onMove}
          />
          <IconButton label={t('products.images.delete', { number })} tone="danger" onClick={onDelete}>
            <TrashIcon className="size-4" />
          </IconButton>
        </div>
      </div>
    </div>
  );
}
