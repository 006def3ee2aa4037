import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@platform/contract';
import { currentLocale } from '@/lib/i18n';
import { useSubscriptionMrr } from '@/lib/api/subscriptions/get-subscription-mrr';

/**
 * What the store's subscriptions bring in per month (decision 082), with VAT or without as the store
 * shows prices, and how many run, are past due, are ending and have ended. On the dashboard (`linked`)
 * it opens the subscriptions, and stays away from a store that has none; the figure is advice there, so
 * while it loads or fails nothing shows.
 */
export function SubscriptionMrrCard({ storeId, linked = false }: { storeId: number; linked?: boolean }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const labelId = useId();
  const mrr = useSubscriptionMrr(storeId);
  if (!mrr.data) return null;
  const { counts } = mrr.data;
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  if (linked && total === 0) return null;
  const figures = [
    { key: 'active', count: counts.active + counts.trialing },
    { key: 'pastDue', count: counts.past_due },
    { key: 'ending', count: mrr.data.cancelling },
    { key: 'ended', count: counts.cancelled + counts.expired },
  ] as const;
  return (
    <section
      aria-labelledby={labelId}
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-xs ring-1 ring-zinc-200 sm:flex-row sm:items-end sm:justify-between"
    >
      <div>
        <h2 id={labelId} className="text-sm text-zinc-500">
          {t('subscriptions.mrr.title')}
        </h2>
        <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
          <span className="text-2xl font-semibold tracking-tight text-zinc-900 tabular-nums">
            {formatMoney(mrr.data.mrr, locale)}
          </span>
          <span className="text-sm text-zinc-500">
            {mrr.data.vat_included ? t('subscriptions.mrr.inclVat') : t('subscriptions.mrr.exclVat')}
          </span>
        </p>
        <p className="mt-1 text-xs text-zinc-500">{t('subscriptions.mrr.explanation')}</p>
      </div>
      <div className="flex flex-col items-start gap-3 sm:items-end">
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {figures.map((figure) => (
            <div key={figure.key} className="flex gap-1.5">
              <dt className="text-zinc-500">{t(`subscriptions.mrr.${figure.key}`)}</dt>
              <dd className="font-medium text-zinc-900 tabular-nums">{figure.count}</dd>
            </div>
          ))}
        </dl>
        {linked ? (
          <Link
            to={`/store/${storeId}/orders/subscriptions`}
            className="text-sm font-medium text-primary-ink underline-offset-2 hover:underline"
          >
            {t('subscriptions.mrr.toList')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
