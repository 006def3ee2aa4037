import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  discountedPrice,
  formatMoney,
  type ImageAsset,
  type Priced,
  type ProductStatus,
} from '@platform/contract';
import { Image } from '@/components/image';
import { currentLocale } from '@/lib/i18n';

interface ProductRowProps {
  product: (Priced & { name: string; status: ProductStatus }) | undefined;
  image: ImageAsset | null | undefined;
  /** The product could not be loaded (deleted since): it can only be removed. */
  missing?: boolean;
  /** Buttons at the end of the row. */
  children: ReactNode;
}

/** A product in the storefront editor: picture, name, price, and whether shoppers can see it. */
export function ProductRow({ product, image, missing = false, children }: ProductRowProps) {
  const { t } = useTranslation();
  const hidden = product && product.status !== 'for_sale';
  return (
    <div className="flex items-center gap-3">
      <Image
        asset={image}
        size="thumb"
        className="size-10 shrink-0 rounded-md object-cover ring-1 ring-zinc-200"
      />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-zinc-900">
          {product?.name ?? t(missing ? 'storefronts.missingProduct' : 'common.loading')}
        </p>
        {product ? (
          <p className="truncate text-xs text-zinc-500">
            {formatMoney(discountedPrice(product), currentLocale())}
            {hidden ? (
              <span className="text-amber-700">
                {' '}
                · {t('storefronts.notForSale', { status: t(`products.status.${product.status}`) })}
              </span>
            ) : null}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 items-center">{children}</div>
    </div>
  );
}
