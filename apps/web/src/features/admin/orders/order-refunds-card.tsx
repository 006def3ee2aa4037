import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '@platform/contract';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { Price } from '@/components/price';
import { notify } from '@/components/toasts';
import { describeError } from '@/lib/api/errors';
import { formatDateTime } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';
import { useRetryRefund } from './api/retry-refund';

const TONES = { pending: 'warning', succeeded: 'success', failed: 'danger' } as const;

/**
 * Each refund of the order: how much, why, which lines it gave back (when it gave back lines), and how
 * sending it to the provider ended. One the provider refused shows its reason and can be sent again.
 */
export function OrderRefundsCard({ storeId, order }: { storeId: number; order: AdminOrder }) {
  const { t } = useTranslation();
  const retry = useRetryRefund(storeId, order.id);
  if (order.refunds.length === 0) return null;
  return (
    <Card title={t('orders.refunds.heading')}>
      <ul className="-my-3 divide-y divide-zinc-100">
        {order.refunds.map((refund) => (
          <li key={refund.id} className="space-y-2 py-3">
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
              <div className="min-w-0">
                <p className="text-sm font-medium text-zinc-900">
                  {t(`orders.refunds.reason.${refund.reason}`)}
                </p>
                {refund.lines ? (
                  <p className="text-sm break-words text-zinc-600">
                    {refund.lines
                      .map((part) => `${part.quantity} × ${order.lines[part.line]?.name ?? ''}`)
                      .join(', ')}
                  </p>
                ) : null}
                <time dateTime={refund.updated_at} className="text-xs text-zinc-500 tabular-nums">
                  {formatDateTime(refund.updated_at, currentLocale())}
                </time>
              </div>
              <div className="flex items-center gap-3">
                <Badge tone={TONES[refund.status]}>{t(`orders.refunds.status.${refund.status}`)}</Badge>
                <Price cents={refund.amount} className="text-sm text-zinc-900 tabular-nums" />
              </div>
            </div>
            {refund.error ? <p className="text-sm break-words text-red-700">{refund.error}</p> : null}
            {refund.retryable ? (
              <Button
                variant="secondary"
                size="sm"
                loading={retry.isPending && retry.variables === refund.id}
                disabled={retry.isPending && retry.variables !== refund.id}
                onClick={() =>
                  retry.mutate(refund.id, {
                    onSuccess: () => notify.success(t('orders.refunds.retried')),
                    onError: (error) => notify.error(describeError(error, t)),
                  })
                }
              >
                {t('orders.refunds.retry')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
