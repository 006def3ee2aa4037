import { useTranslation } from 'react-i18next';
import { formatOrderNumber, type PublicOrder } from '@platform/contract';
import { Badge } from '@/components/badge';
import { ButtonLink } from '@/components/button';
import { Price } from '@/components/price';
import { formatDateTime } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';

/** One paid order in the library: which, when, what and for how much, and the way to its goods. */
function LibraryOrder({ order }: { order: PublicOrder }) {
  const { t } = useTranslation();
  const number = formatOrderNumber(order.number);
  return (
    <li className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-zinc-200 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h2 className="flex flex-wrap items-center gap-2 text-base font-semibold text-zinc-900">
            {t('library.order')} <span className="font-mono">{number}</span>
            {order.test_mode ? <Badge tone="warning">{t('order.testOrder')}</Badge> : null}
          </h2>
          <p className="text-sm text-zinc-500 tabular-nums">
            {t('order.paidAt')} {formatDateTime(order.paid_at ?? order.created_at, currentLocale())}
          </p>
          <ul className="pt-2 text-sm text-zinc-700">
            {order.lines.map((line, index) => (
              <li key={index} className="break-words">
                {line.quantity} × {line.name}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex items-center justify-between gap-4 border-t border-zinc-100 pt-4 sm:flex-col sm:items-end sm:border-0 sm:pt-0">
          <Price cents={order.totals.total_incl_vat} className="font-semibold text-zinc-900 tabular-nums" />
          <ButtonLink to={`/order/${order.id}`} variant="secondary">
            {t('library.open')}
            <span className="sr-only">: {number}</span>
          </ButtonLink>
        </div>
      </div>
    </li>
  );
}

export function LibraryOrders({ orders }: { orders: PublicOrder[] }) {
  return (
    <ul className="space-y-4">
      {orders.map((order) => (
        <LibraryOrder key={order.id} order={order} />
      ))}
    </ul>
  );
}
