import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@platform/contract';
import { Badge } from '@/components/badge';

const TONES = {
  pending: 'warning',
  paid: 'success',
  failed: 'danger',
  expired: 'neutral',
  cancelled: 'neutral',
  refunded: 'info',
} as const satisfies Record<OrderStatus, string>;

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[status]}>{t(`orders.status.${status}`)}</Badge>;
}

export function TestOrderBadge() {
  const { t } = useTranslation();
  return <Badge tone="warning">{t('orders.testOrder')}</Badge>;
}
