import { useTranslation } from 'react-i18next';
import type { SubscriptionStatus } from '@platform/contract';
import { Badge } from '@/components/badge';

const TONES = {
  trialing: 'info',
  active: 'success',
  past_due: 'warning',
  cancelled: 'neutral',
  expired: 'danger',
} as const satisfies Record<SubscriptionStatus, string>;

/** Where a subscription stands, and that it ends at its period's end when it was cancelled so. */
export function SubscriptionStatusBadges({
  subscription,
}: {
  subscription: { status: SubscriptionStatus; cancel_at_period_end: boolean };
}) {
  const { t } = useTranslation();
  const ending = subscription.cancel_at_period_end && TONES[subscription.status] !== 'neutral';
  return (
    <span className="flex flex-wrap gap-1.5">
      <Badge tone={TONES[subscription.status]}>{t(`subscriptions.status.${subscription.status}`)}</Badge>
      {ending ? <Badge tone="warning">{t('subscriptions.ending')}</Badge> : null}
    </span>
  );
}
