import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopperOrder } from '@platform/contract';
import { ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ReceiptIcon } from '@/components/icons';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/spinner';
import { followContentLocale } from '@/lib/i18n';
import { useOrder } from './api/get-order';

/**
 * Loads the order of the address and hands it to `children`, in the language the order was placed in
 * unless the shopper chose one on this device (decision 068); says so when there is no such order.
 */
export function OrderLoader({
  orderId,
  children,
}: {
  orderId: string;
  children: (order: ShopperOrder) => ReactNode;
}) {
  const { t } = useTranslation();
  const order = useOrder(orderId);
  const locale = order.data?.locale;
  // The language the page was last brought to: until then it shows the loader, not a flash of another.
  const [followed, setFollowed] = useState<string>();
  useEffect(() => {
    if (locale) void followContentLocale(locale).finally(() => setFollowed(locale));
  }, [locale]);
  if (order.isPending || (locale && followed !== locale)) return <PageLoader label={t('common.loading')} />;
  if (order.isError) return <LoadError onRetry={() => void order.refetch()} />;
  if (order.data === null) {
    return (
      <EmptyState
        icon={<ReceiptIcon />}
        heading="h1"
        title={t('order.notFoundTitle')}
        description={t('order.notFoundDescription')}
        action={<ButtonLink to="/">{t('order.toStore')}</ButtonLink>}
      />
    );
  }
  return children(order.data);
}
