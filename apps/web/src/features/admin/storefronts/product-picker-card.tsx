import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { CheckIcon, PlusIcon } from '@/components/icons';
import { SearchField } from '@/components/search-field';
import { Spinner } from '@/components/spinner';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useProductSearch } from '@/lib/api/products/search-products';
import { ProductRow } from './product-row';
import type { StorefrontFormValues } from './storefront-form';

const SEARCH_DELAY_MS = 300;

/** Finds the store's products by name or address and adds them to the end of the storefront. */
export function ProductPickerCard({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search, SEARCH_DELAY_MS);
  const results = useProductSearch(storeId, settled);
  const { watch, setValue } = useFormContext<StorefrontFormValues>();
  const productIds = watch('product_ids');

  return (
    <Card title={t('storefronts.sections.addProducts')}>
      <SearchField
        label={t('storefronts.searchProducts')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div className="mt-4" aria-live="polite">
        {results.isPending ? (
          <div className="flex justify-center py-6 text-zinc-400">
            <Spinner />
          </div>
        ) : results.data?.data.length ? (
          <ul className={`divide-y divide-zinc-100 ${results.isPlaceholderData ? 'opacity-60' : ''}`}>
            {results.data.data.map((product) => {
              const added = productIds.includes(product.id);
              return (
                <li key={product.id} className="py-2.5">
                  <ProductRow product={product} image={product.image}>
                    <Button
                      variant={added ? 'ghost' : 'secondary'}
                      size="sm"
                      disabled={added}
                      aria-label={t(added ? 'storefronts.addedProduct' : 'storefronts.addProduct', {
                        name: product.name,
                      })}
                      onClick={() =>
                        setValue('product_ids', [...productIds, product.id], { shouldDirty: true })
                      }
                    >
                      {added ? <CheckIcon className="size-4" /> : <PlusIcon className="size-4" />}
                      <span aria-hidden="true">{t(added ? 'storefronts.added' : 'storefronts.add')}</span>
                    </Button>
                  </ProductRow>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="py-6 text-center text-sm text-zinc-500">
            {settled ? t('storefronts.noMatches') : t('storefronts.noProductsInStore')}
          </p>
        )}
      </div>
    </Card>
  );
}
