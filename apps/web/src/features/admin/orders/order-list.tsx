import { useTranslation } from 'react-i18next';
import { formatOrderNumber, type AdminOrderSummary } from '@platform/contract';
import { ListRowLink, ListTable } from '@/components/list-table';
import { Price } from '@/components/price';
import { formatDateTime } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';
import { OrderStatusBadge, TestOrderBadge } from '@/components/order-status-badge';

/** The orders as rows: who, when, the order number, status and amount; a row opens the order. */
export function OrderList({ storeId, orders }: { storeId: number; orders: AdminOrderSummary[] }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <ListTable
      columns="sm:grid-cols-[minmax(0,1fr)_9rem_8rem_7rem]"
      headers={[
        { label: t('orders.columns.customer') },
        { label: t('orders.columns.date') },
        { label: t('orders.columns.status') },
        { label: t('orders.columns.total'), align: 'right' },
      ]}
      rows={orders}
      rowKey={(order) => order.id}
    >
      {(order) => (
        <>
          <div className="min-w-0">
            <ListRowLink to={`/store/${storeId}/orders/${order.id}`}>{order.customer_name}</ListRowLink>
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
        </>
      )}
    </ListTable>
  );
}
