import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { runWithToasts } from '@/components/dangerous-action';
import { CheckIcon } from '@/components/icons';
import { ListPage } from '@/components/list-page';
import { SettingsPage } from '@/components/settings-page';
import { useErrorToasts } from '@/components/use-error-toasts';
import { formatDateTime } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';
import { useStoreId } from '@/lib/use-store-id';
import { useFailedJobs, useRetryFailedJob } from './api/failed-jobs';

/**
 * What the store's job queue gave up after its retries (decision 064): e-mails, webhook deliveries and
 * events' handlers, each with its last error and a button to try it again.
 */
export function FailedJobsTab() {
  const { t } = useTranslation();
  const storeId = useStoreId();
  const jobs = useFailedJobs(storeId);
  const retry = useRetryFailedJob(storeId);
  const errorToasts = useErrorToasts();
  const locale = currentLocale();

  return (
    <SettingsPage>
      <div>
        <h2 className="text-base font-semibold text-zinc-900">{t('settings.failedJobs.title')}</h2>
        <p className="mt-1 text-sm text-zinc-500">{t('settings.failedJobs.description')}</p>
      </div>
      <ListPage
        query={jobs}
        rows={jobs.data}
        empty={{
          icon: <CheckIcon />,
          title: t('settings.failedJobs.emptyTitle'),
          description: t('settings.failedJobs.emptyDescription'),
        }}
      >
        {(rows) => (
          <ul aria-label={t('settings.failedJobs.title')} className="divide-y divide-zinc-100 text-sm">
            {rows.map((job) => (
              <li key={job.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1 space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge tone="danger">{t(`settings.failedJobs.kind.${job.kind}`)}</Badge>
                    <span className="break-all text-zinc-900">{job.about}</span>
                  </div>
                  <p className="text-zinc-500">
                    {formatDateTime(job.created_at, locale)}
                    {' · '}
                    {t('settings.failedJobs.attempts', { count: job.attempts })}
                  </p>
                  {job.last_error ? <p className="break-all text-red-700">{job.last_error}</p> : null}
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={retry.isPending}
                  onClick={() =>
                    void runWithToasts(
                      () => retry.mutateAsync(job.id),
                      t('settings.failedJobs.retried'),
                      t,
                      errorToasts,
                    )
                  }
                >
                  {t('settings.failedJobs.retry')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </ListPage>
    </SettingsPage>
  );
}
