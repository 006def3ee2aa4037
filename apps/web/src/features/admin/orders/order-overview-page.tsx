import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES } from '@platform/contract';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ReceiptIcon, SearchIcon } from '@/components/icons';
import { Pagination } from '@/components/pagination';
import { SearchField } from '@/components/search-field';
import { SelectField } from '@/components/select-field';
import { PageLoader } from '@/components/spinner';
import { useDebouncedValue } from '@/components/use-debounced-value';
import { describeError } from '@/lib/api/errors';
import { useOrders } from './api/get-orders';
import { OrderList } from './order-list';
import { useOrderFilters } from './use-order-filters';
import { useRowsPerPage } from '@/lib/account/use-rows-per-page';

const SEARCH_DELAY_MS = 300;

/** The store's orders (/store/{storeId}/orders): search as you type, filter by status, page through. */
export default function OrderOverviewPage() {
  const { t } = useTranslation();
  const storeId = Number(useParams().storeId);
  const { filters, update } = useOrderFilters();
  const [search, setSearch] = useState(filters.search);
  const settledSearch = useDebouncedValue(search, SEARCH_DELAY_MS);
  const perPage = useRowsPerPage();
  const orders = useOrders(storeId, { ...filters, perPage });

  useEffect(() => {
    if (settledSearch !== filters.search) update({ search: settledSearch });
    // Only a settled search changes the address; the filters themselves follow from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledSearch]);

  const filtered = Boolean(filters.search || filters.status);

  let content;
  if (orders.isPending) {
    content = <PageLoader label={t('common.loading')} />;
  } else if (orders.isError) {
    content = (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-700">
        {describeError(orders.error, t)}
      </p>
    );
  } else if (orders.data.data.length === 0 && !filtered) {
    content = (
      <EmptyState
        icon={<ReceiptIcon />}
        title={t('orders.emptyTitle')}
        description={t('orders.emptyDescription')}
      />
    );
  } else if (orders.data.data.length === 0) {
    content = (
      <EmptyState
        icon={<SearchIcon />}
        title={t('orders.noResultsTitle')}
        description={t('orders.noResultsDescription')}
        action={
          <Button
            variant="secondary"
            onClick={() => {
              setSearch('');
              update({ search: '', status: '' });
            }}
          >
            {t('orders.clearFilters')}
          </Button>
        }
      />
    );
  } else {
    content = (
      <div
        className={`space-y-4 transition-opacity ${orders.isPlaceholderData ? 'opacity-60' : ''}`}
        aria-busy={orders.isFetching}
      >
        <OrderList storeId={storeId} orders={orders.data.data} />
        <Pagination
          page={orders.data.meta.page}
          perPage={perPage}
          total={orders.data.meta.total}
          onPage={(page) => update({ ...filters, page })}
        />
      </div>
    );
  }

  const showToolbar = filtered || (orders.data?.meta.total ?? 0) > 0;

  return (
    <div className="space-y-5">
      {showToolbar ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SearchField
            label={t('orders.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="flex-1"
          />
          <SelectField
            label={t('orders.statusFilter')}
            hideLabel
            className="sm:w-52"
            value={filters.status}
            onChange={(event) => update({ status: event.target.value as typeof filters.status })}
            options={[
              { value: '', label: t('orders.allStatuses') },
              ...ORDER_STATUSES.map((status) => ({ value: status, label: t(`orders.status.${status}`) })),
            ]}
          />
        </div>
      ) : null}
      {content}
    </div>
  );
}
