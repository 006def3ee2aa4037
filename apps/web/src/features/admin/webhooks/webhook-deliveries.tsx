import { useTranslation } from 'react-i18next';
import type { WebhookDelivery } from '@platform/contract';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { runWithToasts } from '@/components/dangerous-action';
import { useErrorToasts } from '@/components/use-error-toasts';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { formatDateTime } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';
import { useResendWebhookDelivery, useWebhookDeliveries } from './api/webhooks';
import { EndpointAnswer, WebhookAttempts } from './webhook-attempts';

const tone = { pending: 'warning', delivered: 'success', failed: 'danger' } as const;

/** What the endpoint answered to a delivery's last attempt, or that none was made yet. */
function Answer({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation();
  if (delivery.attempts === 0)
    return <span className="text-zinc-500">{t('settings.webhooks.notSentYet')}</span>;
  return (
    <EndpointAnswer
      status={delivery.response_status}
      excerpt={delivery.response_excerpt}
      error={delivery.last_error}
    />
  );
}

/** The endpoint's last deliveries with what came back, each with a button to send it again. */
export function WebhookDeliveries({ storeId, endpointId }: { storeId: number; endpointId: number }) {
  const { t } = useTranslation();
  const deliveries = useWebhookDeliveries(storeId, endpointId, true);
  const resend = useResendWebhookDelivery(storeId, endpointId);
  const errorToasts = useErrorToasts();
  const locale = currentLocale();

  if (deliveries.isPending) return <Spinner className="size-5 text-zinc-400" />;
  if (deliveries.isError) return <LoadError onRetry={() => void deliveries.refetch()} />;
  if (deliveries.data.length === 0) {
    return <p className="text-sm text-zinc-500">{t('settings.webhooks.noDeliveries')}</p>;
  }
  return (
    <ul aria-label={t('settings.webhooks.deliveries')} className="divide-y divide-zinc-100 text-sm">
      {deliveries.data.map((delivery) => (
        <li key={delivery.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-mono text-zinc-900">{delivery.event}</span>
              <Badge tone={tone[delivery.status]}>{t(`settings.webhooks.status.${delivery.status}`)}</Badge>
              <span className="text-zinc-500">
                {formatDateTime(delivery.last_attempt_at ?? delivery.created_at, locale)}
                {' · '}
                {t('settings.webhooks.attempts', { count: delivery.attempts })}
              </span>
            </div>
            <Answer delivery={delivery} />
            {delivery.attempts > 0 ? <WebhookAttempts storeId={storeId} delivery={delivery} /> : null}
          </div>
          <Button
            variant="secondary"
            size="sm"
            disabled={resend.isPending}
            onClick={() =>
              void runWithToasts(
                () => resend.mutateAsync(delivery.id),
                t('settings.webhooks.resent'),
                t,
                errorToasts,
              )
            }
          >
            {t('settings.webhooks.resend')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
