import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/button';
import { ReceiptIcon } from '@/components/icons';
import { PagedListPage } from '@/components/paged-list-page';
import { useRowsPerPage } from '@/lib/account/use-rows-per-page';
import { useOrders } from './api/get-orders';
import { OrderDaysFilter } from './order-days-filter';
import { OrderExportButton } from './order-export-button';
import { OrderList } from './order-list';
import { useOrderFilters } from './use-order-filters';

/**
 * The store's orders (/store/{storeId}/orders): search as you type, filter by status and the days they
 * were placed, or one buyer's (from the customer list), page through, and export what is listed.
 */
export default function OrderOverviewPage() {
  const { t } = useTranslation();
  const storeId = Number(useParams().storeId);
  const list = useOrderFilters();
  const { filters, update } = list;
  const perPage = useRowsPerPage();
  const orders = useOrders(storeId, { ...filters, perPage });
  const { from = '', to = '', customer } = filters.extra;
  const selection = {
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...filters.extra,
  };

  return (
    <PagedListPage
      query={orders}
      list={list}
      perPage={perPage}
      moreFilters={
        <div className="space-y-3">
          <OrderDaysFilter
            from={from}
            to={to}
            onChange={(days) =>
              update({ extra: { ...filters.extra, from: days.from || undefined, to: days.to || undefined } })
            }
          />
          {customer ? (
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-zinc-50 px-3 py-2 text-sm text-zinc-700 ring-1 ring-zinc-200">
              <span className="min-w-0 break-all">{t('orders.ofCustomer', { customer })}</span>
              <Button variant="ghost" size="sm" onClick={() => update({ extra: { from, to } })}>
                {t('orders.allCustomers')}
              </Button>
            </p>
          ) : null}
        </div>
      }
      actions={
        <>
          <OrderExportButton storeId={storeId} selection={selection} />
          <ButtonLink to={`/store/${storeId}/orders/customers`} variant="secondary">
            {t('customers.link')}
          </ButtonLink>
          <ButtonLink to={`/store/${storeId}/orders/subscriptions`} variant="secondary">
            {t('subscriptions.link')}
          </ButtonLink>
          <ButtonLink to={`/store/${storeId}/orders/invoices`} variant="secondary">
            {t('invoices.title')}
          </ButtonLink>
          <ButtonLink to={`/store/${storeId}/orders/vat-report`} variant="secondary">
            {t('vatReport.link')}
          </ButtonLink>
        </>
      }
      search={{
        label: t('orders.search'),
        status: list.statusFilter(t('orders.statusFilter'), t('orders.allStatuses'), (status) =>
          t(`orders.status.${status}`),
        ),
        noResults: {
          title: t('orders.noResultsTitle'),
          description: t('orders.noResultsDescription'),
          clearLabel: t('orders.clearFilters'),
        },
      }}
      empty={{
        icon: <ReceiptIcon />,
        title: t('orders.emptyTitle'),
        description: t('orders.emptyDescription'),
      }}
    >
      {(rows) => <OrderList storeId={storeId} orders={rows} />}
    </PagedListPage>
  );
}
