import { useTranslation } from 'react-i18next';
import type { AdminSubscription } from '@platform/contract';
import { ListRowLink, ListTable } from '@/components/list-table';
import { TestOrderBadge } from '@/components/order-status-badge';
import { NextCharge, SubscriptionPrice } from './subscription-price';
import { SubscriptionStatusBadges } from './subscription-status-badge';

/**
 * The subscriptions as rows: the buyer and what they subscribed to, the price per period, where it
 * stands and its next charge; a row opens the subscription.
 */
export function SubscriptionList({
  storeId,
  subscriptions,
}: {
  storeId: number;
  subscriptions: AdminSubscription[];
}) {
  const { t } = useTranslation();
  return (
    <ListTable
      columns="sm:grid-cols-[minmax(0,1fr)_10rem_10rem_10rem]"
      headers={[
        { label: t('subscriptions.columns.buyer') },
        { label: t('subscriptions.columns.price'), align: 'right' },
        { label: t('subscriptions.columns.status') },
        { label: t('subscriptions.columns.nextCharge') },
      ]}
      rows={subscriptions}
      rowKey={(subscription) => subscription.id}
    >
      {(subscription) => (
        <>
          <div className="min-w-0">
            <ListRowLink to={`/store/${storeId}/orders/subscriptions/${subscription.id}`}>
              {subscription.email}
            </ListRowLink>
            <p className="mt-0.5 truncate text-xs text-zinc-500">
              {subscription.customer_name} · {subscription.name}
            </p>
          </div>
          <p className="text-right text-sm font-medium text-zinc-900">
            <span className="sr-only">{t('subscriptions.columns.price')}: </span>
            <SubscriptionPrice subscription={subscription} />
          </p>
          <div className="flex flex-wrap gap-1.5">
            <SubscriptionStatusBadges subscription={subscription} />
            {subscription.test_mode ? <TestOrderBadge /> : null}
          </div>
          <p className="text-right text-xs text-zinc-500 sm:text-left sm:text-sm">
            <span className="sr-only">{t('subscriptions.columns.nextCharge')}: </span>
            <NextCharge subscription={subscription} />
          </p>
        </>
      )}
    </ListTable>
  );
}
