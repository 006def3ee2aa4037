import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminOrder, OrderAction } from '@platform/contract';
import { Button } from '@/components/button';
import { DangerousActionDialog, runWithToasts } from '@/components/dangerous-action';
import { useErrorToasts } from '@/components/use-error-toasts';
import { useRunOrderAction } from './api/run-order-action';
import { needsConfirmation } from './order-actions';
import { RefundDialog } from './refund-dialog';

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

/**
 * The actions the server answers as allowed on the order; the ones that cannot be undone ask first,
 * a refund with the choice of all that is left, lines or an amount.
 */
export function OrderActionBar({ storeId, order }: { storeId: number; order: AdminOrder }) {
  const { t } = useTranslation();
  const run = useRunOrderAction(storeId, order.id);
  const [asking, setAsking] = useState<OrderAction | null>(null);
  const errorToasts = useErrorToasts();
  if (order.actions.length === 0) return null;

  const perform = (action: OrderAction) => () => run.mutateAsync(action);
  const done = (action: OrderAction) => t(`orders.actions.${KEY[action]}.done`);

  return (
    <div className="flex flex-wrap gap-2">
      {order.actions.map((action) => (
        <Button
          key={action}
          variant={VARIANT[action]}
          loading={run.isPending && run.variables === action}
          disabled={run.isPending && run.variables !== action}
          onClick={() =>
            needsConfirmation(action)
              ? setAsking(action)
              : void runWithToasts(perform(action), done(action), t, errorToasts)
          }
        >
          {t(`orders.actions.${KEY[action]}.label`)}
        </Button>
      ))}
      {asking === 'refund' ? (
        <RefundDialog storeId={storeId} order={order} onClose={() => setAsking(null)} />
      ) : asking ? (
        <DangerousActionDialog
          open
          onClose={() => setAsking(null)}
          title={t(`orders.actions.${KEY[asking]}.confirmTitle`)}
          description={t(`orders.actions.${KEY[asking]}.confirmDescription`, { email: order.email })}
          confirmLabel={t(`orders.actions.${KEY[asking]}.label`)}
          // "Cancel" beside "Cancel order" would read as the same thing.
          dismissLabel={asking === 'cancel' ? t('common.back') : undefined}
          danger={asking === 'cancel'}
          run={perform(asking)}
          doneText={done(asking)}
        />
      ) : null}
    </div>
  );
}
