import { useTranslation } from 'react-i18next';
import type { AdminCustomer } from '@platform/contract';
import { ListRowLink, ListTable } from '@/components/list-table';
import { Price } from '@/components/price';
import { formatDateTime } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';

/**
 * The buyers as rows: address and name, their orders, what they paid and their latest order; a row
 * opens their orders.
 */
export function CustomerList({ storeId, customers }: { storeId: number; customers: AdminCustomer[] }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <ListTable
      columns="sm:grid-cols-[minmax(0,1fr)_6rem_8rem_10rem]"
      headers={[
        { label: t('customers.columns.customer') },
        { label: t('customers.columns.orders'), align: 'right' },
        { label: t('customers.columns.spent'), align: 'right' },
        { label: t('customers.columns.lastOrder') },
      ]}
      rows={customers}
      rowKey={(customer) => customer.customer}
    >
      {(customer) => (
        <>
          <div className="min-w-0">
            <ListRowLink to={`/store/${storeId}/orders?customer=${encodeURIComponent(customer.customer)}`}>
              {customer.email}
            </ListRowLink>
            <p className="mt-0.5 truncate text-xs text-zinc-500">{customer.name}</p>
          </div>
          <p className="text-right text-sm text-zinc-700 tabular-nums">
            {t('customers.orderCount', { count: customer.orders })}
          </p>
          <p className="text-sm font-medium text-zinc-900 sm:text-right">
            <span className="sr-only">{t('customers.columns.spent')}: </span>
            <Price cents={customer.total_spent} className="tabular-nums" />
          </p>
          <p className="text-right text-xs text-zinc-500 sm:text-left sm:text-sm">
            <span className="sr-only">{t('customers.columns.lastOrder')}: </span>
            <time dateTime={customer.last_order_at} className="tabular-nums">
              {formatDateTime(customer.last_order_at, locale)}
            </time>
          </p>
        </>
      )}
    </ListTable>
  );
}
