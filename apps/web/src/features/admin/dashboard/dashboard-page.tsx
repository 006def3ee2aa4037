import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SALES_PERIODS, type SalesPeriod } from '@platform/contract';
import { Button } from '@/components/button';
import { LoadError } from '@/components/load-error';
import { SelectField } from '@/components/select-field';
import { PageLoader } from '@/components/spinner';
import { useErrorToasts } from '@/components/use-error-toasts';
import { describeError } from '@/lib/api/errors';
import { useStore } from '@/lib/api/stores/get-store';
import { downloadOrdersCsv } from '@/lib/api/orders/download-orders-csv';
import { salesStatsQueryOptions } from './api/get-sales-stats';
import { SubscriptionMrrCard } from '@/components/subscription-mrr-card';
import { DistanceSalesCard } from './distance-sales-card';
import { SalesOverview } from './sales-overview';
import { SetupChecklist } from './setup-checklist';

/**
 * The store's home: until the store is live and set up, the steps to it; from its first sale (a test
 * order too), how it sells. The merchant lands here after sign-in and from the header's logo.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const storeId = Number(useParams().storeId);
  const [days, setDays] = useState<SalesPeriod>(30);
  const store = useStore(storeId);
  const stats = useQuery({ ...salesStatsQueryOptions(storeId, days), placeholderData: keepPreviousData });
  const errorToasts = useErrorToasts();
  const [exporting, setExporting] = useState(false);

  if (store.isError || stats.isError) {
    return <LoadError onRetry={() => void Promise.all([store.refetch(), stats.refetch()])} />;
  }
  if (!store.data || !stats.data) return <PageLoader label={t('common.loading')} />;

  const exportCsv = async () => {
    setExporting(true);
    errorToasts.clear();
    try {
      await downloadOrdersCsv(storeId, `${t('dashboard.csvFileName')}-${store.data.slug}.csv`);
    } catch (error) {
      errorToasts.error(describeError(error, t));
    }
    setExporting(false);
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="text-sm text-zinc-500">
          {stats.data.has_sales ? t('dashboard.intro') : t('dashboard.introNew', { name: store.data.name })}
        </p>
        <div className="flex flex-wrap items-end gap-3">
          {stats.data.has_sales ? (
            <SelectField
              label={t('dashboard.period')}
              value={String(days)}
              onChange={(event) => setDays(Number(event.target.value) as SalesPeriod)}
              options={SALES_PERIODS.map((period) => ({
                value: String(period),
                label: t('dashboard.lastDays', { count: period }),
              }))}
            />
          ) : null}
          {stats.data.recent_orders.length > 0 ? (
            <Button variant="secondary" loading={exporting} onClick={() => void exportCsv()}>
              {t('dashboard.exportCsv')}
            </Button>
          ) : null}
        </div>
      </div>
      <SetupChecklist store={store.data} />
      {stats.data.has_sales ? (
        <>
          <SubscriptionMrrCard storeId={storeId} linked />
          <DistanceSalesCard storeId={storeId} />
          <SalesOverview storeId={storeId} stats={stats.data} />
        </>
      ) : null}
    </div>
  );
}
