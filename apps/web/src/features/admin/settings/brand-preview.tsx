import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageAsset } from '@platform/contract';
import { CartIcon } from '@/components/icons';
import { Image } from '@/components/image';
import { formatMoney } from '@platform/contract';
import { contrastColor } from '@/lib/theme';
import { currentLocale } from '@/lib/i18n';

interface BrandPreviewProps {
  name: string;
  logo: ImageAsset | null;
  color: string;
}

/**
 * The store header as shoppers will see it, drawn with the colour and logo being edited: the brand
 * colour is set on this box only, so the rest of the admin keeps its own.
 */
export function BrandPreview({ name, logo, color }: BrandPreviewProps) {
  const { t } = useTranslation();
  const style = {
    '--color-primary': color,
    '--color-primary-contrast': contrastColor(color),
  } as CSSProperties;
  return (
    <figure style={style} className="overflow-hidden rounded-xl bg-zinc-50 ring-1 ring-zinc-200">
      <div className="flex h-16 items-center justify-between gap-3 border-b border-zinc-200 bg-white px-4">
        {logo ? (
          <Image asset={logo} size="small" alt={name} className="h-9 w-auto max-w-[50%] object-contain" />
        ) : (
          <span className="truncate text-lg font-semibold tracking-tight text-zinc-900">{name}</span>
        )}
        <span
          data-testid="preview-cart-button"
          className="inline-flex h-10 shrink-0 items-center gap-2 rounded-full bg-primary pr-4 pl-3 text-sm font-medium text-primary-contrast shadow-sm"
        >
          <CartIcon className="size-5" />
          <span className="hidden sm:inline">{t('cartButton.viewOrderLabel')}</span>
          <span className="tabular-nums">{formatMoney(2450, currentLocale())}</span>
        </span>
      </div>
      <div className="space-y-3 p-4">
        <div className="h-3 w-2/3 rounded-full bg-zinc-200" />
        <div className="h-3 w-1/2 rounded-full bg-zinc-200" />
        <span className="inline-flex h-9 items-center rounded-lg bg-primary px-3.5 text-sm font-medium text-primary-contrast">
          {t('settings.branding.previewButton')}
        </span>
      </div>
      <figcaption className="border-t border-zinc-200 bg-white px-4 py-2 text-xs text-zinc-500">
        {t('settings.branding.previewCaption')}
      </figcaption>
    </figure>
  );
}
