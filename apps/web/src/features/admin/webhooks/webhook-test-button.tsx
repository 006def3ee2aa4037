import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '@platform/contract';
import { Button } from '@/components/button';
import { describeError } from '@/lib/api/errors';
import { useSendWebhookTest } from './api/webhooks';

/**
 * Sends the endpoint a signed sample of its first event and says what came back: the status and how
 * long it took, or why no answer came. A merchant checks a receiver and its signature check this way
 * before a real order depends on them.
 */
export function WebhookTestButton({ storeId, endpoint }: { storeId: number; endpoint: WebhookEndpoint }) {
  const { t } = useTranslation();
  const test = useSendWebhookTest(storeId, endpoint.id);
  const answer = test.data;
  let outcome: { text: string; good: boolean } | null = null;
  if (test.isError) outcome = { text: describeError(test.error, t), good: false };
  else if (answer?.delivered)
    outcome = {
      text: t('settings.webhooks.test.delivered', { status: answer.response_status, ms: answer.duration_ms }),
      good: true,
    };
  else if (answer?.response_status)
    outcome = {
      text: t('settings.webhooks.test.answered', { status: answer.response_status, ms: answer.duration_ms }),
      good: false,
    };
  else if (answer)
    outcome = { text: t('settings.webhooks.test.noAnswer', { error: answer.error }), good: false };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" loading={test.isPending} onClick={() => test.mutate()}>
          {t('settings.webhooks.test.button')}
        </Button>
        <p className="text-sm text-zinc-500">
          {t('settings.webhooks.test.sample', { event: endpoint.events[0] ?? 'order.paid' })}
        </p>
      </div>
      <p role="status" className={`text-sm ${outcome?.good ? 'text-emerald-700' : 'text-red-700'}`}>
        {outcome?.text}
      </p>
      {answer && !answer.delivered && answer.response_excerpt ? (
        <pre className="overflow-x-auto rounded bg-zinc-50 p-2 text-xs text-zinc-700 ring-1 ring-zinc-200">
          {answer.response_excerpt}
        </pre>
      ) : null}
    </div>
  );
}
