import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button';
import { MailIcon } from '@/components/icons';
import { PagedListPage } from '@/components/paged-list-page';
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
  const { filters } = list;
  const perPage = useRowsPerPage();
  const customers = useCustomers(storeId, { search: filters.search, page: filters.page, perPage });

  return (
    <PagedListPage
      query={customers}
      list={list}
      perPage={perPage}
      actions={
        <ButtonLink to={`/store/${storeId}/orders`} variant="secondary">
          {t('customers.toOrders')}
        </ButtonLink>
      }
      search={{
        label: t('customers.search'),
        noResults: {
          title: t('customers.noResultsTitle'),
          description: t('customers.noResultsDescription'),
          clearLabel: t('orders.clearFilters'),
        },
      }}
      empty={{
        icon: <MailIcon />,
        title: t('customers.emptyTitle'),
        description: t('customers.emptyDescription'),
      }}
    >
      {(rows) => <CustomerList storeId={storeId} customers={rows} />}
    </PagedListPage>
  );
}
