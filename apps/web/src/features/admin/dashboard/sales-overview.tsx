import { lazy, Suspense, useId, useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney, type SalesStats } from '@platform/contract';
import { Card } from '@/components/card';
import { Price } from '@/components/price';
import { Spinner } from '@/components/spinner';
import { formatDateTime } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';

// The chart library loads with this page only, never with the rest of the admin or the shop.
const SalesChart = lazy(() => import('./sales-chart'));

/** The change against the period before, in whole percents; none when there was nothing before. */
function change(current: number, previous: number): number | null {
  return previous === 0 ? null : Math.round(((current - previous) / previous) * 100);
}

function Figure({
  label,
  value,
  current,
  previous,
}: {
  label: string;
  value: string;
  current: number;
  previous: number;
}) {
  const { t } = useTranslation();
  const percent = change(current, previous);
  const labelId = useId();
  // A group named by its label, so a screen reader reads the figure and its change with what they count.
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-zinc-200"
    >
      <p id={labelId} className="text-sm text-zinc-500">
        {label}
      </p>
      <p className="mt-1 text-2xl font-semibold tracking-tight text-zinc-900">{value}</p>
      <p className="mt-1 text-sm text-zinc-500">
        {percent === null ? (
          t('dashboard.noEarlier')
        ) : (
          <>
            <span className={percent >= 0 ? 'font-medium text-emerald-700' : 'font-medium text-red-700'}>
              {percent >= 0 ? '+' : ''}
              {percent}%
            </span>{' '}
            {t('dashboard.againstPrevious')}
          </>
        )}
      </p>
    </div>
  );
}

/** After the first sale: the period's figures against the one before, the chart, best sellers, latest orders. */
export function SalesOverview({ storeId, stats }: { storeId: number; stats: SalesStats }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const chart = useMemo(
    () => ({
      dates: stats.series.map((day) => day.date),
      revenue: stats.series.map((day) => day.revenue),
      previousRevenue: stats.previous_series.map((day) => day.revenue),
      orders: stats.series.map((day) => day.orders),
    }),
    [stats],
  );
  const labels = useMemo(
    () => ({
      revenue: t('dashboard.revenue'),
      previous: t('dashboard.previousRevenue'),
      orders: t('dashboard.orders'),
    }),
    [t],
  );

  return (
    <div className="space-y-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Figure
          label={t('dashboard.revenue')}
          value={formatMoney(stats.current.revenue, locale)}
          current={stats.current.revenue}
          previous={stats.previous.revenue}
        />
        <Figure
          label={t('dashboard.orders')}
          value={String(stats.current.orders)}
          current={stats.current.orders}
          previous={stats.previous.orders}
        />
      </div>
      <Card
        title={t('dashboard.chartTitle')}
        description={t('dashboard.chartDescription', { days: stats.days })}
      >
        <figure aria-label={t('dashboard.chartTitle')}>
          <Suspense
            fallback={
              <div className="flex h-[290px] items-center justify-center">
                <Spinner />
              </div>
            }
          >
            <SalesChart {...chart} labels={labels} locale={locale} />
          </Suspense>
        </figure>
      </Card>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card title={t('dashboard.topProducts')}>
          {stats.top_products.length === 0 ? (
            <p className="text-sm text-zinc-500">{t('dashboard.noSalesInPeriod')}</p>
          ) : (
            <ol className="divide-y divide-zinc-100">
              {stats.top_products.map((product) => (
                <li
                  key={product.product_id ?? product.name}
                  className="flex items-baseline gap-3 py-2.5 text-sm first:pt-0 last:pb-0"
                >
                  <span className="min-w-0 flex-1 truncate font-medium text-zinc-900">{product.name}</span>
                  <span className="text-zinc-500">{t('dashboard.sold', { count: product.quantity })}</span>
                  <Price
                    cents={product.revenue}
                    className="w-24 text-right font-medium text-zinc-900 tabular-nums"
                  />
                </li>
              ))}
            </ol>
          )}
        </Card>
        <Card title={t('dashboard.recentOrders')}>
          <ul className="divide-y divide-zinc-100">
            {stats.recent_orders.map((order) => (
              <li key={order.id} className="py-2.5 text-sm first:pt-0 last:pb-0">
                <Link to={`/store/${storeId}/orders/${order.id}`} className="group flex items-baseline gap-3">
                  <span className="font-medium text-primary-ink group-hover:underline">#{order.number}</span>
                  <span className="min-w-0 flex-1 truncate text-zinc-700">{order.customer_name}</span>
                  <span className="hidden text-zinc-500 sm:inline">{t(`orders.status.${order.status}`)}</span>
                  <Price
                    cents={order.total_incl_vat}
                    className="w-24 text-right font-medium text-zinc-900 tabular-nums"
                  />
                </Link>
                <p className="mt-0.5 text-xs text-zinc-500">
                  {formatDateTime(order.created_at, locale)}
                  <span className="sm:hidden"> · {t(`orders.status.${order.status}`)}</span>
                </p>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}
