import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopperOrder } from '@platform/contract';
import { ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ReceiptIcon } from '@/components/icons';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/spinner';
import { useOrder } from './api/get-order';

/** Loads the order of the address and hands it to `children`; says so when there is no such order. */
export function OrderLoader({
  orderId,
  children,
}: {
  orderId: string;
  children: (order: ShopperOrder) => ReactNode;
}) {
  const { t } = useTranslation();
  const order = useOrder(orderId);
  if (order.isPending) return <PageLoader label={t('common.loading')} />;
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
