import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatOrderNumber, type AdminSubscriptionDetail } from '@platform/contract';
import { ButtonLink } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { RefreshIcon } from '@/components/icons';
import { PageLoader } from '@/components/spinner';
import { describeError } from '@/lib/api/errors';
import { formatDate } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';
import { TestOrderBadge } from '@/components/order-status-badge';
import { useSubscription } from './api/get-subscription';
import { SubscriptionActionBar } from './subscription-action-bar';
import { SubscriptionOrdersCard } from './subscription-orders-card';
import { NextCharge, SubscriptionPrice } from './subscription-price';
import { SubscriptionStatusBadges } from './subscription-status-badge';

/** A label and its value in a card's list; left out where there is no value. */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5">
      <dt className="text-zinc-500">{label}</dt>
      <dd className="text-right font-medium text-zinc-900">{children}</dd>
    </div>
  );
}

/** The subscription's terms and where it stands: price, periods paid, the current one, next charge. */
function TermsCard({ storeId, subscription }: { storeId: number; subscription: AdminSubscriptionDetail }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const date = (value: string) => formatDate(value, locale);
  return (
    <Card title={t('subscriptions.terms.heading')}>
      <dl className="space-y-3 text-sm">
        <Row label={t('subscriptions.columns.price')}>
          <SubscriptionPrice subscription={subscription} />
        </Row>
        <Row label={t('subscriptions.terms.started')}>{date(subscription.created_at)}</Row>
        {subscription.trial_ends_at ? (
          <Row label={t('subscriptions.terms.trialEnds')}>{date(subscription.trial_ends_at)}</Row>
        ) : null}
        <Row label={t('subscriptions.terms.periods')}>{subscription.periods}</Row>
        <Row label={t('subscriptions.terms.currentPeriod')}>
          {t('subscriptions.terms.fromTo', {
            from: date(subscription.current_period_start),
            to: date(subscription.current_period_end),
          })}
        </Row>
        <Row label={t('subscriptions.columns.nextCharge')}>
          <NextCharge subscription={subscription} />
        </Row>
        {subscription.failed_charges > 0 ? (
          <Row label={t('subscriptions.terms.failedCharges')}>{subscription.failed_charges}</Row>
        ) : null}
        <Row label={t('subscriptions.terms.firstOrder')}>
          <Link
            to={`/store/${storeId}/orders/${subscription.order_id}`}
            className="text-primary-ink tabular-nums hover:underline"
          >
            {formatOrderNumber(subscription.order_number)}
          </Link>
        </Row>
      </dl>
    </Card>
  );
}

/** Who subscribed: their name and address. */
function BuyerCard({ subscription }: { subscription: AdminSubscriptionDetail }) {
  const { t } = useTranslation();
  return (
    <Card title={t('orders.customer.heading')}>
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="text-zinc-500">{t('orders.customer.name')}</dt>
          <dd className="font-medium text-zinc-900">{subscription.customer_name}</dd>
        </div>
        <div>
          <dt className="text-zinc-500">{t('orders.customer.email')}</dt>
          <dd>
            <a
              href={`mailto:${subscription.email}`}
              className="font-medium break-all text-primary-ink hover:underline"
            >
              {subscription.email}
            </a>
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/**
 * One subscription (/store/{storeId}/orders/subscriptions/{id}): what the buyer subscribed to, where it
 * stands, the orders that paid it, and ending or refunding it.
 */
export default function SubscriptionDetailsPage() {
  const { t } = useTranslation();
  const params = useParams();
  const storeId = Number(params.storeId);
  const subscription = useSubscription(storeId, Number(params.subscriptionId));

  if (subscription.isPending) return <PageLoader label={t('common.loading')} />;
  if (subscription.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-700">
        {describeError(subscription.error, t)}
      </p>
    );
  }
  if (!subscription.data) {
    return (
      <EmptyState
        icon={<RefreshIcon />}
        title={t('subscriptions.notFoundTitle')}
        description={t('subscriptions.notFoundDescription')}
        action={
          <ButtonLink to={`/store/${storeId}/orders/subscriptions`} variant="secondary">
            {t('subscriptions.backToOverview')}
          </ButtonLink>
        }
      />
    );
  }

  const data = subscription.data;
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="flex flex-wrap items-center gap-2 text-xl font-semibold text-zinc-900">
            <span className="min-w-0 break-words">{data.name}</span>
            <SubscriptionStatusBadges subscription={data} />
            {data.test_mode ? <TestOrderBadge /> : null}
          </h2>
          <p className="mt-1 text-sm break-all text-zinc-500">{data.email}</p>
        </div>
        <SubscriptionActionBar storeId={storeId} subscription={data} />
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <SubscriptionOrdersCard storeId={storeId} orders={data.orders} />
        <div className="space-y-6">
          <TermsCard storeId={storeId} subscription={data} />
          <BuyerCard subscription={data} />
        </div>
      </div>
    </div>
  );
}
