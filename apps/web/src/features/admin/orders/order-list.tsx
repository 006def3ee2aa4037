import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatOrderNumber, type AdminOrderSummary } from '@platform/contract';
import { Price } from '@/components/price';
import { formatDateTime } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';
import { OrderStatusBadge, TestOrderBadge } from './order-status-badge';

/**
 * The orders as rows: who, when, the order number, status and amount; a row opens the order. On a
 * phone the row folds to two lines instead of scrolling sideways.
 */
export function OrderList({ storeId, orders }: { storeId: number; orders: AdminOrderSummary[] }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-zinc-200">
      <div
        aria-hidden="true"
        className="hidden grid-cols-[minmax(0,1fr)_9rem_8rem_7rem] gap-4 border-b border-zinc-100 bg-zinc-50 px-5 py-2.5 text-xs font-medium text-zinc-500 sm:grid"
      >
        <span>{t('orders.columns.customer')}</span>
        <span>{t('orders.columns.date')}</span>
        <span>{t('orders.columns.status')}</span>
        <span className="text-right">{t('orders.columns.total')}</span>
      </div>
      <ul className="divide-y divide-zinc-100">
        {orders.map((order) => (
          <li
            key={order.id}
            className="relative grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 px-4 py-3 hover:bg-zinc-50 sm:grid-cols-[minmax(0,1fr)_9rem_8rem_7rem] sm:items-center sm:px-5"
          >
            <div className="min-w-0">
              <Link
                to={`/store/${storeId}/orders/${order.id}`}
                className="block truncate text-sm font-semibold text-zinc-900 after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:rounded-lg after:focus-visible:outline-2 after:focus-visible:-outline-offset-2 after:focus-visible:outline-primary-ink"
              >
                {order.customer_name}
              </Link>
              <p className="mt-0.5 flex min-w-0 items-center gap-2 text-xs text-zinc-500">
                <span className="font-medium text-zinc-700 tabular-nums">
                  {formatOrderNumber(order.number)}
                </span>
                <span className="truncate">{order.email}</span>
              </p>
            </div>
            <p className="order-last col-span-2 flex flex-wrap items-center gap-2 text-xs text-zinc-500 sm:order-none sm:col-span-1 sm:text-sm">
              <span className="sr-only">{t('orders.columns.date')}: </span>
              <time dateTime={order.created_at} className="tabular-nums">
                {formatDateTime(order.created_at, locale)}
              </time>
              <span className="flex gap-1.5 sm:hidden">
                <OrderStatusBadge status={order.status} />
                {order.test_mode ? <TestOrderBadge /> : null}
              </span>
            </p>
            <div className="hidden flex-wrap gap-1.5 sm:flex">
              <OrderStatusBadge status={order.status} />
              {order.test_mode ? <TestOrderBadge /> : null}
            </div>
            <p className="text-right text-sm font-medium text-zinc-900">
              <span className="sr-only">{t('orders.columns.total')}: </span>
              <Price cents={order.totals.total_incl_vat} className="tabular-nums" />
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
