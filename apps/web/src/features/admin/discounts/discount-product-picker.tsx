import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedName } from '@platform/contract';
import { SearchField } from '@/components/search-field';
import { Spinner } from '@/components/spinner';
import { currentLocale } from '@/lib/i18n';
import { useProductSearch } from '@/lib/api/products/search-products';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { XIcon } from '@/components/icons';

const SEARCH_DELAY_MS = 300;

interface DiscountProductPickerProps {
  storeId: number;
  value: number[];
  onChange: (productIds: number[]) => void;
  error?: string | undefined;
}

/**
 * The products a discount code is for: none chosen means every product. Search the store's products
 * and tick them; the chosen ones stand above the results, each with a way to take it off.
 */
export function DiscountProductPicker({ storeId, value, onChange, error }: DiscountProductPickerProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search, SEARCH_DELAY_MS);
  const results = useProductSearch(storeId, settled);
  // Names of the products seen in any answer, so a chosen product keeps its name after another search.
  const names = useRef(new Map<number, string>());
  for (const product of results.data?.data ?? []) {
    names.current.set(product.id, localizedName(product, currentLocale()));
  }
  const toggle = (productId: number) =>
    onChange(value.includes(productId) ? value.filter((id) => id !== productId) : [...value, productId]);

  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-zinc-800">{t('discountCodes.products')}</legend>
      <p className="mt-0.5 text-sm text-zinc-500">
        {value.length
          ? t('discountCodes.productsChosen', { count: value.length })
          : t('discountCodes.productsAll')}
      </p>
      {value.length ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('discountCodes.chosenProducts')}>
          {value.map((productId) => {
            const name = names.current.get(productId) ?? `#${productId}`;
            return (
              <li
                key={productId}
                className="inline-flex items-center gap-1 rounded-full bg-zinc-100 py-1 pr-1 pl-3 text-sm text-zinc-800"
              >
                {name}
                <button
                  type="button"
                  onClick={() => toggle(productId)}
                  aria-label={t('discountCodes.removeProduct', { name })}
                  className="rounded-full p-1 text-zinc-500 hover:bg-zinc-200 hover:text-zinc-800"
                >
                  <XIcon className="size-3.5" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <SearchField
        className="mt-3"
        label={t('discountCodes.searchProducts')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div className="mt-2 max-h-48 overflow-y-auto rounded-lg ring-1 ring-zinc-200" aria-live="polite">
        {results.isPending ? (
          <div className="flex justify-center py-4 text-zinc-400">
            <Spinner />
          </div>
        ) : results.data?.data.length ? (
          <ul className={`divide-y divide-zinc-100 ${results.isPlaceholderData ? 'opacity-60' : ''}`}>
            {results.data.data.map((product) => (
              <li key={product.id}>
                <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm text-zinc-800 hover:bg-zinc-50">
                  <input
                    type="checkbox"
                    checked={value.includes(product.id)}
                    onChange={() => toggle(product.id)}
                    className="size-4 shrink-0 rounded border-zinc-300 accent-primary"
                  />
                  <span className="min-w-0 truncate">{names.current.get(product.id)}</span>
                </label>
              </li>
            ))}
          </ul>
        ) : (
          <p className="px-3 py-4 text-center text-sm text-zinc-500">{t('discountCodes.noMatches')}</p>
        )}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
