import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { BoxIcon, PlusIcon, SearchIcon } from '@/components/icons';
import { Pagination } from '@/components/pagination';
import { SearchField } from '@/components/search-field';
import { SelectField } from '@/components/select-field';
import { PageLoader } from '@/components/spinner';
import { useDebouncedValue } from '@/components/use-debounced-value';
import { describeError } from '@/lib/api/errors';
import { useProducts } from './api/get-products';
import { useStore } from '@/lib/api/stores/get-store';
import { CreateProductDialog } from './create-product-dialog';
import { ProductList } from './product-list';
import { PRODUCT_LIST_FILTERS, useProductFilters } from './use-product-filters';
import { useRowsPerPage } from '@/lib/account/use-rows-per-page';

const SEARCH_DELAY_MS = 300;

export default function ProductOverviewPage() {
  const { t } = useTranslation();
  const storeId = Number(useParams().storeId);
  const { filters, update } = useProductFilters();
  const [search, setSearch] = useState(filters.search);
  const settledSearch = useDebouncedValue(search, SEARCH_DELAY_MS);
  const [creating, setCreating] = useState(false);
  const store = useStore(storeId);
  const perPage = useRowsPerPage();
  const products = useProducts(storeId, { ...filters, perPage });

  useEffect(() => {
    if (settledSearch !== filters.search) update({ search: settledSearch });
    // Only a settled search changes the address; the filters themselves follow from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledSearch]);

  const filtered = Boolean(filters.search || filters.status);
  const businessType = store.data?.business_type ?? 'b2c';
  const newButton = (
    <Button onClick={() => setCreating(true)}>
      <PlusIcon className="size-4" />
      {t('products.new')}
    </Button>
  );

  let content;
  if (products.isPending) {
    content = <PageLoader label={t('common.loading')} />;
  } else if (products.isError) {
    content = (
      <p className="rounded-lg bg-red-50 p-4 text-sm text-red-700">{describeError(products.error, t)}</p>
    );
  } else if (products.data.data.length === 0 && !filtered) {
    content = (
      <EmptyState
        icon={<BoxIcon />}
        title={t('products.emptyTitle')}
        description={t('products.emptyDescription')}
        action={newButton}
      />
    );
  } else if (products.data.data.length === 0) {
    content = (
      <EmptyState
        icon={<SearchIcon />}
        title={t('products.noResultsTitle')}
        description={t('products.noResultsDescription')}
        action={
          <Button
            variant="secondary"
            onClick={() => {
              setSearch('');
              update({ search: '', status: '' });
            }}
          >
            {t('products.clearFilters')}
          </Button>
        }
      />
    );
  } else {
    content = (
      <div className={`space-y-4 transition-opacity ${products.isPlaceholderData ? 'opacity-60' : ''}`}>
        <ProductList storeId={storeId} products={products.data.data} businessType={businessType} />
        <Pagination
          page={products.data.meta.page}
          perPage={perPage}
          total={products.data.meta.total}
          onPage={(page) => update({ ...filters, page })}
        />
      </div>
    );
  }

  const showToolbar = filtered || (products.data?.meta.total ?? 0) > 0;

  return (
    <div className="space-y-5">
      {showToolbar ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SearchField
            label={t('products.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="flex-1"
          />
          <div className="flex gap-3">
            <SelectField
              label={t('products.statusFilter')}
              hideLabel
              className="flex-1 sm:w-48"
              value={filters.status}
              onChange={(event) => update({ status: event.target.value as typeof filters.status })}
              options={[
                { value: '', label: t('products.allStatuses') },
                ...PRODUCT_LIST_FILTERS.map((status) => ({
                  value: status,
                  label: status === 'archived' ? t('products.archived') : t(`products.status.${status}`),
                })),
              ]}
            />
            {newButton}
          </div>
        </div>
      ) : null}
      {content}
      <CreateProductDialog
        storeId={storeId}
        open={creating}
        onClose={() => setCreating(false)}
        priceIncludesVat={businessType === 'b2c'}
      />
    </div>
  );
}
