import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button';
import { MailIcon } from '@/components/icons';
import { ListPage } from '@/components/list-page';
import { useRowsPerPage } from '@/lib/account/use-rows-per-page';
import { useListFilters } from '@/lib/use-list-filters';
import { useCustomers } from './api/get-customers';
import { CustomerList } from './customer-list';

const NO_STATUSES = [] as const;

/**
 * The store's buyers (/store/{storeId}/orders/customers): everyone who placed an order, by e-mail
 * address, with their orders, what they paid and their latest order; a buyer opens their orders.
 */
export default function CustomerOverviewPage() {
  const { t } = useTranslation();
  const storeId = Number(useParams().storeId);
  const list = useListFilters(NO_STATUSES);
  const { filters, update } = list;
  const perPage = useRowsPerPage();
  const customers = useCustomers(storeId, { search: filters.search, page: filters.page, perPage });

  return (
    <ListPage
      query={customers}
      rows={customers.data?.data}
      paging={
        customers.data && {
          page: customers.data.meta.page,
          total: customers.data.meta.total,
          totalCapped: customers.data.meta.total_capped,
          perPage,
          onPage: (page) => update({ ...filters, page }),
        }
      }
      actions={
        <ButtonLink to={`/store/${storeId}/orders`} variant="secondary">
          {t('customers.toOrders')}
        </ButtonLink>
      }
      search={{
        label: t('customers.search'),
        value: list.search,
        onChange: list.setSearch,
        filtered: list.filtered,
        noResults: {
          title: t('customers.noResultsTitle'),
          description: t('customers.noResultsDescription'),
          clearLabel: t('orders.clearFilters'),
          onClear: list.clear,
        },
      }}
      empty={{
        icon: <MailIcon />,
        title: t('customers.emptyTitle'),
        description: t('customers.emptyDescription'),
      }}
    >
      {(rows) => <CustomerList storeId={storeId} customers={rows} />}
    </ListPage>
  );
}
