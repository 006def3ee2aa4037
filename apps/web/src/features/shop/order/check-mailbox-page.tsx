import { Trans, useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import type { PublicOrder } from '@platform/contract';
import { useShopperSignedIn } from '@/lib/auth/shopper-session';
import { OrderLoader } from './order-loader';
import { OrderStatusCard } from './order-status';
import { OrderSummaryCard } from './order-summary-card';
import { RequestLinkForm } from './request-link-form';
import { useSettleCart } from './use-settle-cart';

/** Where a paid order's buyer is sent for the e-mail with their sign-in link, and can ask for it again. */
export default function CheckMailboxPage() {
  const orderId = useParams().orderId ?? '';
  return <OrderLoader orderId={orderId}>{(order) => <CheckMailbox order={order} />}</OrderLoader>;
}

function CheckMailbox({ order }: { order: PublicOrder }) {
  const { t } = useTranslation();
  const signedIn = useShopperSignedIn(order.id);
  useSettleCart(order);
  // Signed in, or not paid (yet, or any more): the order page itself says what there is to say.
  if (signedIn || order.status !== 'paid') return <Navigate to=".." relative="path" replace />;

  return (
    <div className="space-y-6">
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
      <OrderSummaryCard order={order} />
    </div>
  );
}
