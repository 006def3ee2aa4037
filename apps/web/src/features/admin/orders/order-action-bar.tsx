import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminOrder, OrderAction } from '@platform/contract';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notify } from '@/components/toasts';
import { describeError } from '@/lib/api/errors';
import { useRunOrderAction } from './api/run-order-action';
import { needsConfirmation } from './order-actions';

const VARIANT = {
  'mark-paid': 'primary',
  cancel: 'secondary',
  refund: 'danger',
  'resend-access': 'secondary',
} as const;
const KEY = {
  'mark-paid': 'markPaid',
  cancel: 'cancel',
  refund: 'refund',
  'resend-access': 'resendAccess',
} as const;

/** The actions the server answers as allowed on the order; the ones that cannot be undone ask first. */
export function OrderActionBar({ storeId, order }: { storeId: number; order: AdminOrder }) {
  const { t } = useTranslation();
  const run = useRunOrderAction(storeId, order.id);
  const [asking, setAsking] = useState<OrderAction | null>(null);
  if (order.actions.length === 0) return null;

  const perform = (action: OrderAction) => {
    run.mutate(action, {
      onSuccess: () => notify.success(t(`orders.actions.${KEY[action]}.done`)),
      onError: (error) => notify.error(describeError(error, t)),
      onSettled: () => setAsking(null),
    });
  };

  return (
    <div className="flex flex-wrap gap-2">
      {order.actions.map((action) => (
        <Button
          key={action}
          variant={VARIANT[action]}
          loading={run.isPending && run.variables === action}
          disabled={run.isPending && run.variables !== action}
          onClick={() => (needsConfirmation(action) ? setAsking(action) : perform(action))}
        >
          {t(`orders.actions.${KEY[action]}.label`)}
        </Button>
      ))}
      {asking ? (
        <ConfirmDialog
          open
          title={t(`orders.actions.${KEY[asking]}.confirmTitle`)}
          description={t(`orders.actions.${KEY[asking]}.confirmDescription`, { email: order.email })}
          confirmLabel={t(`orders.actions.${KEY[asking]}.label`)}
          danger={asking === 'refund' || asking === 'cancel'}
          loading={run.isPending}
          onConfirm={() => perform(asking)}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </div>
  );
}
