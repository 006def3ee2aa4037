import { Trans, useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import type { ShopperOrder } from '@platform/contract';
import { RenewLinkButton } from '@/components/renew-link-button';
import { expiredLinkFor } from '@/lib/auth/expired-link';
import { OrderLoader } from './order-loader';
import { OrderStatusCard } from './order-status';
import { OrderSummaryCard } from './order-summary-card';
import { RequestLinkForm } from './request-link-form';
import { useSettleCart } from './use-settle-cart';

/**
 * Where a paid order's buyer who cannot open it here is sent: to the confirmation e-mail, or, when they
 * came by a sign-in link that was used or has expired, to one click for a new one to the same address.
 */
export default function CheckMailboxPage() {
  const orderId = useParams().orderId ?? '';
  return <OrderLoader orderId={orderId}>{(order) => <CheckMailbox order={order} />}</OrderLoader>;
}

function CheckMailbox({ order }: { order: ShopperOrder }) {
  const { t } = useTranslation();
  useSettleCart(order);
  // Open here, or not paid (yet, or any more): the order page itself says what there is to say.
  if (order.buyer_access || order.status !== 'paid') return <Navigate to=".." relative="path" replace />;
  const expiredLink = expiredLinkFor(order.id);

  return (
    <div className="space-y-6">
      {expiredLink ? (
        <OrderStatusCard
          order={order}
          look="expiredLink"
          title={t('signInLink.expiredTitle')}
          description={t('signInLink.expiredDescription')}
          actions={<RenewLinkButton loginToken={expiredLink} />}
        />
      ) : (
        <>
          <OrderStatusCard
            order={order}
            look="mailbox"
            title={t('order.checkMailboxTitle')}
            description={
              <Trans
                i18nKey="order.checkMailboxDescription"
                values={{ email: order.email_hint }}
                components={{ strong: <strong className="font-medium text-zinc-900" /> }}
              />
            }
          />
          <section
            aria-labelledby="request-link"
            className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-zinc-200 sm:p-6"
          >
            <h2 id="request-link" className="text-base font-semibold text-zinc-900">
              {t('order.requestLink.heading')}
            </h2>
            <p className="mt-1 mb-4 text-sm text-zinc-500">{t('order.requestLink.description')}</p>
            <RequestLinkForm orderId={order.id} />
          </section>
        </>
      )}
      <OrderSummaryCard order={order} />
    </div>
  );
}
