import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatOrderNumber, type SubscriptionOrder } from '@platform/contract';
import { Card } from '@/components/card';
import { Price } from '@/components/price';
import { formatDate } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';
import { OrderStatusBadge } from '@/components/order-status-badge';

/** The orders that paid the subscription, newest first: each renewal, then the first; each opens its order. */
export function SubscriptionOrdersCard({
  storeId,
  orders,
}: {
  storeId: number;
  orders: SubscriptionOrder[];
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <Card title={t('subscriptions.orders.heading')} description={t('subscriptions.orders.description')}>
      <ul className="-my-3 divide-y divide-zinc-100">
        {orders.map((order) => (
          <li
            key={order.id}
            className="relative grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1 py-3 sm:grid-cols-[minmax(0,1fr)_8rem_6rem]"
          >
            <div className="min-w-0">
              <Link
                to={`/store/${storeId}/orders/${order.id}`}
                className="inline-block text-sm font-semibold text-zinc-900 tabular-nums hover:underline"
              >
                <span className="sr-only">{t('orders.number')} </span>
                {formatOrderNumber(order.number)}
              </Link>
              <p className="mt-0.5 text-xs text-zinc-500">
                {order.period === 1
                  ? t('subscriptions.orders.first')
                  : t('subscriptions.orders.renewal', { period: order.period })}
                {' · '}
                <time dateTime={order.created_at} className="tabular-nums">
                  {formatDate(order.created_at, locale)}
                </time>
              </p>
            </div>
            <div className="order-last col-span-2 sm:order-none sm:col-span-1">
              <OrderStatusBadge status={order.status} />
            </div>
            <p className="text-right text-sm font-medium text-zinc-900">
              <span className="sr-only">{t('orders.columns.total')}: </span>
              <Price cents={order.totals.total_incl_vat} className="tabular-nums" />
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
