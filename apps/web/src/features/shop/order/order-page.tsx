import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { SHOP_ROUTES, type ShopperOrder } from '@platform/contract';
import { Button, ButtonLink } from '@/components/button';
import { ArrowLeftIcon, ReceiptIcon } from '@/components/icons';
import { describeError } from '@/lib/api/errors';
import { usePayOrder } from '@/lib/shop/create-payment-link';
import { placedOrderCart } from '@/lib/shop/placed-order';
import { OrderLoader } from './order-loader';
import { OrderStatusCard } from './order-status';
import { OrderSummaryCard } from './order-summary-card';
import { InvoicesCard } from './invoices-card';
import { PurchasesCard } from './purchases-card';
import { useSettleCart } from './use-settle-cart';

/**
 * The order page (/order/{orderId}): follows the payment until it is settled, then what was bought, at
 * once for the browser that paid or a buyer signed in for it; anyone else is sent to their mailbox.
 */
export default function OrderPage() {
  const orderId = useParams().orderId ?? '';
  return <OrderLoader orderId={orderId}>{(order) => <OrderView order={order} />}</OrderLoader>;
}

function OrderView({ order }: { order: ShopperOrder }) {
  const { t } = useTranslation();
  const pay = usePayOrder();
  // Only the browser that placed the order knows its cart, and so can pay for it again.
  const cart = placedOrderCart(order.id);
  useSettleCart(order);

  if (order.status === 'paid' && !order.buyer_access) {
    return <Navigate to="check-mailbox" relative="path" replace />;
  }

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
      {order.status === 'paid' || order.status === 'refunded' ? <InvoicesCard orderId={order.id} /> : null}
      <OrderSummaryCard order={order} />
      {order.status === 'paid' || order.status === 'pending' ? (
        <div className="flex flex-col items-center justify-center gap-2 sm:flex-row sm:gap-4">
          <ButtonLink to="/" variant="ghost">
            <ArrowLeftIcon className="size-4" />
            {t('order.toStore')}
          </ButtonLink>
          {order.status === 'paid' ? (
            <ButtonLink to={SHOP_ROUTES.library} variant="ghost">
              <ReceiptIcon className="size-4" />
              {t('order.toLibrary')}
            </ButtonLink>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
