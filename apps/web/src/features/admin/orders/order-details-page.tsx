import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatOrderNumber } from '@platform/contract';
import { ButtonLink } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ReceiptIcon } from '@/components/icons';
import { OrderSummary, orderLineSummary } from '@/components/order-summary';
import { PageLoader } from '@/components/spinner';
import { describeError } from '@/lib/api/errors';
import { formatDateTime } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';
import { useOrder } from './api/get-order';
import { OrderActionBar } from './order-action-bar';
import { OrderCustomerCard } from './order-customer-card';
import { OrderHistoryCard } from './order-history-card';
import {
  OrderDownloadsCard,
  OrderLicenseKeysCard,
  OrderEmailsCard,
  OrderPaymentsCard,
} from './order-records';
import { OrderRefundsCard } from './order-refunds-card';
import { OrderStatusBadge, TestOrderBadge } from '@/components/order-status-badge';

/** One order (/store/{storeId}/orders/{orderId}): what was bought, by whom, what happened, what to do. */
export default function OrderDetailsPage() {
  const { t } = useTranslation();
  const params = useParams();
  const storeId = Number(params.storeId);
  const order = useOrder(storeId, params.orderId ?? '');

  if (order.isPending) return <PageLoader label={t('common.loading')} />;
  if (order.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-700">
        {describeError(order.error, t)}
      </p>
    );
  }
  if (!order.data) {
    return (
      <EmptyState
        icon={<ReceiptIcon />}
        title={t('orders.notFoundTitle')}
        description={t('orders.notFoundDescription')}
        action={
          <ButtonLink to={`/store/${storeId}/orders`} variant="secondary">
            {t('orders.backToOverview')}
          </ButtonLink>
        }
      />
    );
  }

  const data = order.data;
  const locale = currentLocale();
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 className="flex flex-wrap items-center gap-2 text-xl font-semibold text-zinc-900">
            <span className="tabular-nums">
              <span className="sr-only">{t('orders.number')} </span>
              {formatOrderNumber(data.number)}
            </span>
            <OrderStatusBadge status={data.status} />
            {data.test_mode ? <TestOrderBadge /> : null}
          </h2>
          <p className="mt-1 text-sm text-zinc-500">
            {t('orders.placedAt', { date: formatDateTime(data.created_at, locale) })}
            {data.paid_at ? ` · ${t('orders.paidAt', { date: formatDateTime(data.paid_at, locale) })}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap items-start gap-2">
          {data.paid_at ? (
            <ButtonLink to={`/store/${storeId}/orders/invoices?order=${data.id}`} variant="secondary">
              {t('invoices.ofThisOrder')}
            </ButtonLink>
          ) : null}
          <OrderActionBar storeId={storeId} order={data} />
        </div>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <Card title={t('orders.linesHeading')}>
            <OrderSummary
              businessType={data.business_type}
              totals={data.totals}
              vat={{ country: data.vat_details.buyer_country, treatment: data.vat_details.treatment }}
              discount={data.discount}
              lines={data.lines.map(orderLineSummary)}
            />
          </Card>
          <OrderPaymentsCard order={data} />
          <OrderRefundsCard storeId={storeId} order={data} />
          <OrderEmailsCard order={data} />
          <OrderDownloadsCard order={data} />
          <OrderLicenseKeysCard order={data} />
        </div>
        <div className="space-y-6">
          <OrderCustomerCard order={data} />
          <OrderHistoryCard order={data} />
        </div>
      </div>
    </div>
  );
}
