import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@platform/contract';
import { Card } from '@/components/card';
import { currentLocale } from '@/lib/i18n';
import { distanceSalesQueryOptions } from './api/get-distance-sales';

/**
 * For a store on the domestic VAT scheme: its sales to consumers in other EU countries this year against
 * the €10,000 threshold, and a warning once past it, when it must charge under OSS (decision 029). A
 * store on OSS, or while the figure is not there, sees nothing: the card advises, the page does not
 * depend on it.
 */
export function DistanceSalesCard({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const sales = useQuery(distanceSalesQueryOptions(storeId));
  if (!sales.data || sales.data.scheme !== 'domestic') return null;
  const { amount, threshold, year, passed, test_mode: testMode } = sales.data;
  const money = (cents: number) => formatMoney(cents, locale);
  const share = Math.min(100, Math.max(0, Math.round((amount / threshold) * 100)));
  return (
    <Card
      title={t('dashboard.distanceSales.title')}
      description={t('dashboard.distanceSales.description', { threshold: money(threshold) })}
    >
      <p className="text-sm text-zinc-700">
        {t('dashboard.distanceSales.amount', { amount: money(amount), threshold: money(threshold), year })}
      </p>
      {/* The bar repeats the sentence above for the eye; a screen reader has the sentence. */}
      <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-zinc-100">
        <div
          className={`h-full rounded-full ${passed ? 'bg-red-600' : 'bg-primary'}`}
          style={{ width: `${share}%` }}
        />
      </div>
      {passed ? (
        <div role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-sm text-red-700">
          <p>{t('dashboard.distanceSales.passed', { threshold: money(threshold) })}</p>
          <Link
            to={`/store/${storeId}/settings`}
            className="mt-2 inline-block font-medium text-red-800 underline"
          >
            {t('dashboard.distanceSales.settingsLink')}
          </Link>
        </div>
      ) : (
        <p className="mt-2 text-sm text-zinc-500">
          {t('dashboard.distanceSales.left', { amount: money(threshold - amount) })}
        </p>
      )}
      {testMode ? (
        <p className="mt-2 text-sm text-zinc-500">{t('dashboard.distanceSales.testMode')}</p>
      ) : null}
    </Card>
  );
}
