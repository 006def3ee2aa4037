import { useTranslation } from 'react-i18next';
import type { PublicOrder } from '@platform/contract';
import { OrderSummary, orderLineSummary } from '@/components/order-summary';

/** The order's lines and totals, as frozen when it was placed. */
export function OrderSummaryCard({ order }: { order: PublicOrder }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="order-summary"
      className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-zinc-200 sm:p-6"
    >
      <h2 id="order-summary" className="mb-4 text-base font-semibold text-zinc-900">
        {t('order.summaryHeading')}
      </h2>
      <OrderSummary
        businessType={order.business_type}
        totals={order.totals}
        vat={order.vat}
        discount={order.discount}
        lines={order.lines.map(orderLineSummary)}
      />
    </section>
  );
}
