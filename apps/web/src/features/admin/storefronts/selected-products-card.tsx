import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { IconButton } from '@/components/icon-button';
import { XIcon } from '@/components/icons';
import { moveBy } from '@/components/move-item';
import { ReorderButtons } from '@/components/reorder-buttons';
import { useProductsById } from './api/get-products-by-id';
import { ProductRow } from './product-row';
import type { StorefrontFormValues } from './storefront-form';

/** The storefront's products in the order shoppers see them; move or remove each one. */
export function SelectedProductsCard({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const { watch, setValue, formState } = useFormContext<StorefrontFormValues>();
  const productIds = watch('product_ids');
  const { byId, missing } = useProductsById(storeId, productIds);
  const change = (next: number[]) => setValue('product_ids', next, { shouldDirty: true });

  return (
    <Card title={t('storefronts.sections.products')} description={t('storefronts.productsHelp')}>
      {productIds.length === 0 ? (
        <p className="rounded-xl border border-dashed border-zinc-300 px-4 py-8 text-center text-sm text-zinc-500">
          {t('storefronts.noProducts')}
        </p>
      ) : (
        <ol
          className="divide-y divide-zinc-100 rounded-xl ring-1 ring-zinc-200"
          aria-label={t('storefronts.sections.products')}
        >
          {productIds.map((productId, index) => {
            const product = byId.get(productId);
            const gone = missing.has(productId);
            // A product still loading is not deleted: until it answers, its buttons name it by its number.
            const name =
              product?.name ??
              (gone ? t('storefronts.missingProduct') : t('storefronts.productNumber', { id: productId }));
            return (
              <li key={productId} className="flex items-center gap-2 p-2.5 pl-3">
                <span className="w-5 shrink-0 text-right text-xs font-medium text-zinc-500 tabular-nums">
                  {index + 1}
                </span>
                <div className="min-w-0 flex-1">
                  <ProductRow product={product} image={product?.images[0]} missing={gone}>
                    <ReorderButtons
                      index={index}
                      count={productIds.length}
                      earlierLabel={t('storefronts.moveUp', { name })}
                      laterLabel={t('storefronts.moveDown', { name })}
                      onMove={(step) => change(moveBy(productIds, index, step))}
                    />
                    <IconButton
                      label={t('storefronts.remove', { name })}
                      tone="danger"
                      onClick={() => change(productIds.filter((id) => id !== productId))}
                    >
                      <XIcon className="size-4" />
                    </IconButton>
                  </ProductRow>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {formState.errors.product_ids?.message ? (
        <p className="mt-2 text-sm text-red-600">{formState.errors.product_ids.message}</p>
      ) : null}
    </Card>
  );
}
