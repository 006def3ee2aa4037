import { useTranslation } from 'react-i18next';
import { formatMoney, type SubscriptionInterval } from '@platform/contract';
import { formatDate } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';

/** What a subscription costs each period: "€12.10 / month", "2 × €12.10 / year". */
export function SubscriptionPrice({
  subscription,
}: {
  subscription: { unit_price: number; quantity: number; interval: SubscriptionInterval };
}) {
  const { t } = useTranslation();
  const price = formatMoney(subscription.unit_price, currentLocale());
  return (
    <span className="tabular-nums">
      {t(`subscriptions.per.${subscription.interval}`, {
        price: subscription.quantity > 1 ? `${subscription.quantity} × ${price}` : price,
      })}
    </span>
  );
}

/**
 * When the subscription is charged next, or when it ends or ended instead: a date, or the words for
 * a subscription that is no longer charged.
 */
export function NextCharge({
  subscription,
}: {
  subscription: {
    next_charge_at: string | null;
    cancel_at_period_end: boolean;
    current_period_end: string;
    ended_at: string | null;
  };
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const date = (value: string) => formatDate(value, locale);
  if (subscription.ended_at) {
    return <span>{t('subscriptions.endedOn', { date: date(subscription.ended_at) })}</span>;
  }
  if (subscription.cancel_at_period_end) {
    return <span>{t('subscriptions.endsOn', { date: date(subscription.current_period_end) })}</span>;
  }
  if (!subscription.next_charge_at) return <span>{t('subscriptions.noNextCharge')}</span>;
  return (
    <time dateTime={subscription.next_charge_at} className="tabular-nums">
      {date(subscription.next_charge_at)}
    </time>
  );
}
