import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SUBSCRIPTION_STATUSES } from '@platform/contract';
import { ButtonLink } from '@/components/button';
import { RefreshIcon } from '@/components/icons';
import { PagedListPage } from '@/components/paged-list-page';
import { useRowsPerPage } from '@/lib/account/use-rows-per-page';
import { useListFilters } from '@/lib/use-list-filters';
import { useSubscriptions } from './api/get-subscriptions';
import { SubscriptionList } from './subscription-list';
import { SubscriptionMrrCard } from '@/components/subscription-mrr-card';

/**
 * The store's subscriptions (/store/{storeId}/orders/subscriptions): what they bring in per month on
 * top, then each, newest first, with its buyer, price, status and next charge; filtered by status,
 * found by part of the buyer's address; a row opens the subscription.
 */
export default function SubscriptionOverviewPage() {
  const { t } = useTranslation();
  const storeId = Number(useParams().storeId);
  const list = useListFilters(SUBSCRIPTION_STATUSES);
  const { filters } = list;
  const perPage = useRowsPerPage();
  const subscriptions = useSubscriptions(storeId, { ...filters, perPage });

  return (
    <div className="space-y-6">
      <SubscriptionMrrCard storeId={storeId} />
      <PagedListPage
        query={subscriptions}
        list={list}
        perPage={perPage}
        actions={
          <ButtonLink to={`/store/${storeId}/orders`} variant="secondary">
            {t('customers.toOrders')}
          </ButtonLink>
        }
        search={{
          label: t('subscriptions.search'),
          status: list.statusFilter(t('orders.statusFilter'), t('orders.allStatuses'), (status) =>
            t(`subscriptions.status.${status}`),
          ),
          noResults: {
            title: t('subscriptions.noResultsTitle'),
            description: t('subscriptions.noResultsDescription'),
            clearLabel: t('orders.clearFilters'),
          },
        }}
        empty={{
          icon: <RefreshIcon />,
          title: t('subscriptions.emptyTitle'),
          description: t('subscriptions.emptyDescription'),
        }}
      >
        {(rows) => <SubscriptionList storeId={storeId} subscriptions={rows} />}
      </PagedListPage>
    </div>
  );
}
