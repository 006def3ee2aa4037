import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatMoney,
  formatOrderNumber,
  RUNNING_SUBSCRIPTION_STATUSES,
  type AdminSubscriptionDetail,
  type SubscriptionAction,
  type SubscriptionStatus,
} from '@platform/contract';
import { Button } from '@/components/button';
import { DangerousActionDialog, runWithToasts } from '@/components/dangerous-action';
import { useErrorToasts } from '@/components/use-error-toasts';
import { formatDate } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';
import { useRunSubscriptionAction } from './api/run-subscription-action';

const VARIANT = {
  cancel: 'secondary',
  'cancel-at-period-end': 'secondary',
  resume: 'primary',
  refund: 'danger',
} as const satisfies Record<SubscriptionAction, string>;

/** The translation key of an action's texts; a refund of an ended subscription ends nothing more. */
function keyOf(action: SubscriptionAction, running: boolean) {
  if (action === 'cancel-at-period-end') return 'cancelAtPeriodEnd';
  if (action === 'refund' && !running) return 'refundEnded';
  return action;
}

/**
 * What the server answers the merchant may do with the subscription: end it now or at its period's
 * end (each asking first), take the latter back, or refund its latest payment and end it now.
 */
export function SubscriptionActionBar({
  storeId,
  subscription,
}: {
  storeId: number;
  subscription: AdminSubscriptionDetail;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const run = useRunSubscriptionAction(storeId, subscription.id);
  const [asking, setAsking] = useState<Exclude<SubscriptionAction, 'resume'> | null>(null);
  const errorToasts = useErrorToasts();
  if (subscription.actions.length === 0) return null;

  const running = (RUNNING_SUBSCRIPTION_STATUSES as readonly SubscriptionStatus[]).includes(
    subscription.status,
  );
  const refunded = subscription.orders.find((order) => order.status === 'paid');
  const words = {
    email: subscription.email,
    date: formatDate(subscription.current_period_end, locale),
    amount: formatMoney(subscription.refundable, locale),
    number: refunded ? formatOrderNumber(refunded.number) : '',
  };
  const texts = (action: SubscriptionAction) => {
    const key = keyOf(action, running);
    return {
      label: t(`subscriptions.actions.${key}.label`),
      done: t(`subscriptions.actions.${key}.done`, words),
    };
  };
  // Resuming asks nothing: it takes back a cancellation and loses nothing.
  const question = (action: Exclude<SubscriptionAction, 'resume'>) => {
    const key = keyOf(action, running);
    return {
      title: t(`subscriptions.actions.${key}.confirmTitle`),
      description: t(`subscriptions.actions.${key}.confirmDescription`, words),
    };
  };
  const perform = (action: SubscriptionAction) => () => run.mutateAsync(action);

  return (
    <div className="flex flex-wrap gap-2">
      {subscription.actions.map((action) => (
        <Button
          key={action}
          variant={VARIANT[action]}
          loading={run.isPending && run.variables === action}
          disabled={run.isPending && run.variables !== action}
          onClick={() =>
            action === 'resume'
              ? void runWithToasts(perform(action), texts(action).done, t, errorToasts)
              : setAsking(action)
          }
        >
          {texts(action).label}
        </Button>
      ))}
      {asking ? (
        <DangerousActionDialog
          open
          onClose={() => setAsking(null)}
          {...question(asking)}
          confirmLabel={texts(asking).label}
          // "Cancel" beside "Cancel now" would read as the same thing.
          dismissLabel={t('common.back')}
          danger={asking !== 'cancel-at-period-end'}
          run={perform(asking)}
          doneText={texts(asking).done}
        />
      ) : null}
    </div>
  );
}
