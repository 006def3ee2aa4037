import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminCustomer } from '@platform/contract';
import { Price } from '@/components/price';
import { formatDateTime } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';

/**
 * The buyers as rows: address and name, their orders, what they paid and their latest order; a row
 * opens their orders. On a phone the row folds to two lines instead of scrolling sideways.
 */
export function CustomerList({ storeId, customers }: { storeId: number; customers: AdminCustomer[] }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-zinc-200">
      <div
        aria-hidden="true"
        className="hidden grid-cols-[minmax(0,1fr)_6rem_8rem_10rem] gap-4 border-b border-zinc-100 bg-zinc-50 px-5 py-2.5 text-xs font-medium text-zinc-500 sm:grid"
      >
        <span>{t('customers.columns.customer')}</span>
        <span className="text-right">{t('customers.columns.orders')}</span>
        <span className="text-right">{t('customers.columns.spent')}</span>
        <span>{t('customers.columns.lastOrder')}</span>
      </div>
      <ul className="divide-y divide-zinc-100">
        {customers.map((customer) => (
          <li
            key={customer.customer}
            className="relative grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 px-4 py-3 hover:bg-zinc-50 sm:grid-cols-[minmax(0,1fr)_6rem_8rem_10rem] sm:items-center sm:px-5"
          >
            <div className="min-w-0">
              <Link
                to={`/store/${storeId}/orders?customer=${encodeURIComponent(customer.customer)}`}
                className="block truncate text-sm font-semibold text-zinc-900 after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:rounded-lg after:focus-visible:outline-2 after:focus-visible:-outline-offset-2 after:focus-visible:outline-primary-ink"
              >
                {customer.email}
              </Link>
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
          </li>
        ))}
      </ul>
    </div>
  );
}
