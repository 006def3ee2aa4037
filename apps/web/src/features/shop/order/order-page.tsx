import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import type { PublicOrder } from '@platform/contract';
import { Button, ButtonLink } from '@/components/button';
import { ArrowLeftIcon } from '@/components/icons';
import { describeError } from '@/lib/api/errors';
import { useShopperSignedIn } from '@/lib/auth/shopper-session';
import { usePayOrder } from '@/lib/shop/create-payment-link';
import { placedOrderCart } from '@/lib/shop/placed-order';
import { OrderLoader } from './order-loader';
import { OrderStatusCard } from './order-status';
import { OrderSummaryCard } from './order-summary-card';
import { PurchasesCard } from './purchases-card';
import { useSettleCart } from './use-settle-cart';

/** The order page (/order/{orderId}): follows the payment until it is settled, then what was bought. */
export default function OrderPage() {
  const orderId = useParams().orderId ?? '';
  return <OrderLoader orderId={orderId}>{(order) => <OrderView order={order} />}</OrderLoader>;
}

function OrderView({ order }: { order: PublicOrder }) {
  const { t } = useTranslation();
  const signedIn = useShopperSignedIn(order.id);
  const pay = usePayOrder();
  // Only the browser that placed the order knows its cart, and so can pay for it again.
  const cart = placedOrderCart(order.id);
  useSettleCart(order);

  if (order.status === 'paid' && !signedIn) return <Navigate to="check-mailbox" relative="path" replace />;

  const payButton = (label: string) =>
    cart ? (
      <Button size="lg" loading={pay.leaving} onClick={() => pay.mutate(cart)}>
        {label}
      </Button>
    ) : null;
  const toStore = (
    <ButtonLink to="/" variant="secondary" size="lg">
      {t('order.toStore')}
    </ButtonLink>
  );
  const copy = {
    pending: { description: t('order.status.pendingDescription'), actions: payButton(t('order.payNow')) },
    paid: { description: t('order.status.paidDescription'), actions: null },
    failed: {
      description: cart ? t('order.status.failedDescription') : t('order.status.failedElsewhere'),
      actions: payButton(t('order.tryAgain')) ?? toStore,
    },
    expired: { description: t('order.status.expiredDescription'), actions: toStore },
    cancelled: { description: t('order.status.cancelledDescription'), actions: toStore },
    refunded: { description: t('order.status.refundedDescription'), actions: toStore },
  }[order.status];

  return (
    <div className="space-y-6">
      <OrderStatusCard
        order={order}
        look={order.status}
        title={t(`order.status.${order.status}`)}
        description={copy.description}
        actions={copy.actions}
      />
      {pay.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
          {describeError(pay.error, t)}
        </p>
      ) : null}
      {order.status === 'paid' ? <PurchasesCard orderId={order.id} /> : null}
      <OrderSummaryCard order={order} />
      {order.status === 'paid' || order.status === 'pending' ? (
        <div className="text-center">
          <ButtonLink to="/" variant="ghost">
            <ArrowLeftIcon className="size-4" />
            {t('order.toStore')}
          </ButtonLink>
        </div>
      ) : null}
    </div>
  );
}
