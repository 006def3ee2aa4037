import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { describeError } from '@/lib/api/errors';
import { useOrderProducts } from './api/get-order-products';
import { PurchasedItems } from './purchased-items';

/** The signed-in buyer's purchases of a paid order. */
export function PurchasesCard({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const products = useOrderProducts(orderId, true);
  return (
    <section
      aria-labelledby="order-items"
      className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-zinc-200 sm:p-6"
    >
      <h2 id="order-items" className="text-base font-semibold text-zinc-900">
        {t('order.items.heading')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-zinc-500">{t('order.items.description')}</p>
      {products.isPending ? (
        <div role="status" className="flex justify-center py-6 text-zinc-400">
          <Spinner />
          <span className="sr-only">{t('common.loading')}</span>
        </div>
      ) : products.isError ? (
        <div role="alert" className="space-y-3 text-sm text-red-700">
          <p>{describeError(products.error, t)}</p>
          <Button variant="secondary" size="sm" onClick={() => void products.refetch()}>
            {t('order.retry')}
          </Button>
        </div>
      ) : (
        <PurchasedItems items={products.data} />
      )}
    </section>
  );
}
