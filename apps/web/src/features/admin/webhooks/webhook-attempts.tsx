import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery } from '@platform/contract';
import { Button } from '@/components/button';
import { ChevronDownIcon } from '@/components/icons';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { formatDateTime } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';
import { useWebhookAttempts } from './api/webhooks';

/** What an endpoint answered to one attempt: its status and the start of its body, or why none came. */
export function EndpointAnswer({
  status,
  excerpt,
  error,
}: {
  status: number | null;
  excerpt: string | null;
  error: string | null;
}) {
  return (
    <span className="break-words text-zinc-600">
      {status !== null ? <span className="font-mono font-medium text-zinc-900">HTTP {status}</span> : null}{' '}
      {excerpt || error || ''}
    </span>
  );
}

/**
 * Every attempt at one delivery, newest first, shown on request: when it went out, what came back and
 * how long it took. The delivery's row shows only the last answer; this is how a merchant sees that
 * Tuesday's attempts timed out and Wednesday's worked.
 */
export function WebhookAttempts({ storeId, delivery }: { storeId: number; delivery: WebhookDelivery }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const attempts = useWebhookAttempts(storeId, delivery.id, delivery.attempts, open);
  const locale = currentLocale();

  return (
    <div>
      <Button
        variant="ghost"
        size="sm"
        className="-ml-2.5"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((shown) => !shown)}
      >
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        {open ? t('settings.webhooks.hideAttempts') : t('settings.webhooks.showAttempts')}
      </Button>
      {open ? (
        <div id={listId} className="mt-1">
          {attempts.isPending ? (
            <Spinner className="size-4 text-zinc-400" />
          ) : attempts.isError ? (
            <LoadError onRetry={() => void attempts.refetch()} />
          ) : (
            <ol
              aria-label={t('settings.webhooks.attemptsLabel')}
              className="space-y-1.5 border-l-2 border-zinc-200 pl-3"
            >
              {attempts.data.map((attempt) => (
                <li key={attempt.id} className="text-xs">
                  <span className="text-zinc-500">
                    {formatDateTime(attempt.attempted_at, locale)}
                    {' · '}
                    {t('settings.webhooks.took', { ms: attempt.duration_ms })}
                  </span>{' '}
                  <EndpointAnswer
                    status={attempt.response_status}
                    excerpt={attempt.response_excerpt}
                    error={attempt.error}
                  />
                </li>
              ))}
            </ol>
          )}
        </div>
      ) : null}
    </div>
  );
}
