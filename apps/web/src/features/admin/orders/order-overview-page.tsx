import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES } from '@platform/contract';
import { ButtonLink } from '@/components/button';
import { ReceiptIcon } from '@/components/icons';
import { ListPage } from '@/components/list-page';
import { useRowsPerPage } from '@/lib/account/use-rows-per-page';
import { useOrders } from './api/get-orders';
import { OrderList } from './order-list';
import { useOrderFilters } from './use-order-filters';

/** The store's orders (/store/{storeId}/orders): search as you type, filter by status, page through. */
export default function OrderOverviewPage() {
  const { t } = useTranslation();
  const storeId = Number(useParams().storeId);
  const list = useOrderFilters();
  const { filters, update } = list;
  const perPage = useRowsPerPage();
  const orders = useOrders(storeId, { ...filters, perPage });

  return (
    <ListPage
      query={orders}
      rows={orders.data?.data}
      paging={
        orders.data && {
          page: orders.data.meta.page,
          total: orders.data.meta.total,
          totalCapped: orders.data.meta.total_capped,
          perPage,
          onPage: (page) => update({ ...filters, page }),
        }
      }
      actions={
        <>
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
        value: list.search,
        onChange: list.setSearch,
        filtered: list.filtered,
        status: {
          label: t('orders.statusFilter'),
          value: filters.status,
          onChange: (status) => update({ status: status as typeof filters.status }),
          options: [
            { value: '', label: t('orders.allStatuses') },
            ...ORDER_STATUSES.map((status) => ({ value: status, label: t(`orders.status.${status}`) })),
          ],
        },
        noResults: {
          title: t('orders.noResultsTitle'),
          description: t('orders.noResultsDescription'),
          clearLabel: t('orders.clearFilters'),
          onClear: list.clear,
        },
      }}
      empty={{
        icon: <ReceiptIcon />,
        title: t('orders.emptyTitle'),
        description: t('orders.emptyDescription'),
      }}
    >
      {(rows) => <OrderList storeId={storeId} orders={rows} />}
    </ListPage>
  );
}
