import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RUNNING_SUBSCRIPTION_STATUSES,
  type BuyerSubscription,
  type BuyerSubscriptionAction,
  type SubscriptionStatus,
} from '@platform/contract';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { DangerousActionDialog, runWithToasts } from '@/components/dangerous-action';
import { useSubscriptionWords } from '@/components/subscription-terms';
import { useErrorToasts } from '@/components/use-error-toasts';
import { formatDate } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';
import { describeError } from '@/lib/api/errors';
import { useChangePaymentMethod, useChangeSubscription } from './api/library-subscriptions';

const TONES = {
  trialing: 'info',
  active: 'success',
  past_due: 'warning',
  cancelled: 'neutral',
  expired: 'neutral',
} as const;

/** Until when it runs, or when it is charged next: the one date the buyer needs of it. */
function useWhen(subscription: BuyerSubscription): string {
  const { t } = useTranslation();
  const day = (at: string) => formatDate(at, currentLocale());
  if (subscription.ended_at) return t('library.subscriptions.endedOn', { date: day(subscription.ended_at) });
  if (subscription.cancel_at_period_end) {
    return t('library.subscriptions.endsOn', { date: day(subscription.current_period_end) });
  }
  if (subscription.status === 'past_due' && subscription.next_charge_at) {
    return t('library.subscriptions.retryOn', { date: day(subscription.next_charge_at) });
  }
  return t('library.subscriptions.nextCharge', {
    date: day(subscription.next_charge_at ?? subscription.current_period_end),
  });
}

const running = (status: SubscriptionStatus) =>
  (RUNNING_SUBSCRIPTION_STATUSES as readonly SubscriptionStatus[]).includes(status);

/**
 * One subscription: what, for how much per interval, where it stands, and what the buyer may do: cancel
 * or resume, and change the payment method, the first thing to do (highlighted) once a renewal failed.
 */
function LibrarySubscription({ subscription }: { subscription: BuyerSubscription }) {
  const { t } = useTranslation();
  const words = useSubscriptionWords();
  const change = useChangeSubscription();
  const changeMethod = useChangePaymentMethod();
  const errorToasts = useErrorToasts();
  const [confirming, setConfirming] = useState(false);
  const when = useWhen(subscription);
  const ends = formatDate(subscription.current_period_end, currentLocale());
  const act = (action: BuyerSubscriptionAction) => () => change.mutateAsync({ id: subscription.id, action });
  const price = subscription.unit_price * subscription.quantity;
  const failing = subscription.status === 'past_due';
  const methodButton = running(subscription.status) ? (
    <Button
      variant={failing ? 'primary' : 'secondary'}
      loading={changeMethod.leaving}
      onClick={() => {
        errorToasts.clear();
        changeMethod.mutate(subscription.id, {
          onError: (error) => errorToasts.error(describeError(error, t)),
        });
      }}
    >
      {t('library.subscriptions.changeMethod')}
      <span className="sr-only">: {subscription.name}</span>
    </Button>
  ) : null;
  return (
    <li className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-zinc-200 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h3 className="flex flex-wrap items-center gap-2 text-base font-semibold break-words text-zinc-900">
            {subscription.quantity > 1 ? `${subscription.quantity} × ` : ''}
            {subscription.name}
            <Badge tone={subscription.cancel_at_period_end ? 'warning' : TONES[subscription.status]}>
              {subscription.cancel_at_period_end
                ? t('library.subscriptions.ending')
                : t(`library.subscriptions.status.${subscription.status}`)}
            </Badge>
          </h3>
          <p className="text-sm text-zinc-700 tabular-nums">
            {words.terms({ interval: subscription.interval, trial_days: null }, price)}
          </p>
          <p className="text-sm text-zinc-500 tabular-nums">{when}</p>
        </div>
        <div className="flex flex-wrap gap-3 border-t border-zinc-100 pt-4 empty:hidden sm:justify-end sm:border-0 sm:pt-0">
          {failing && methodButton}
          {subscription.actions.includes('resume') ? (
            <Button
              variant="secondary"
              loading={change.isPending}
              onClick={() =>
                void runWithToasts(act('resume'), t('library.subscriptions.resumed'), t, errorToasts)
              }
            >
              {t('library.subscriptions.resume')}
              <span className="sr-only">: {subscription.name}</span>
            </Button>
          ) : subscription.actions.includes('cancel-at-period-end') ? (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t('library.subscriptions.cancel')}
              <span className="sr-only">: {subscription.name}</span>
            </Button>
          ) : null}
          {!failing && methodButton}
        </div>
      </div>
      <DangerousActionDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('library.subscriptions.confirmTitle', { name: subscription.name })}
        description={
          subscription.status === 'past_due'
            ? t('library.subscriptions.confirmNow')
            : t('library.subscriptions.confirmEnd', { date: ends })
        }
        confirmLabel={t('library.subscriptions.cancel')}
        // "Cancel" beside "Cancel subscription" would read as the same thing.
        dismissLabel={t('library.subscriptions.keep')}
        run={act('cancel-at-period-end')}
        doneText={t('library.subscriptions.cancelled')}
      />
    </li>
  );
}

/** The buyer's subscriptions in the library, running ones first (decision 081). */
export function LibrarySubscriptions({ subscriptions }: { subscriptions: BuyerSubscription[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="library-subscriptions" className="space-y-4">
      <h2 id="library-subscriptions" className="text-lg font-semibold text-zinc-900">
        {t('library.subscriptions.title')}
      </h2>
      <ul className="space-y-4">
        {subscriptions.map((subscription) => (
          <LibrarySubscription key={subscription.id} subscription={subscription} />
        ))}
      </ul>
    </section>
  );
}
