import type { ORDER_ACTIONS, OrderStatus } from '@platform/contract';

export type OrderAction = (typeof ORDER_ACTIONS)[number];

/**
 * What the merchant can do with an order in each status, the way the API's lifecycle allows it: an
 * unpaid order can be marked paid (a bank transfer came in) or cancelled; a paid one refunded or its
 * access e-mail sent again; a cancelled, refunded order is done.
 */
export function allowedActions(status: OrderStatus): OrderAction[] {
  switch (status) {
    case 'pending':
    case 'failed':
    case 'expired':
      return ['mark-paid', 'cancel'];
    case 'paid':
      return ['resend-access', 'refund'];
    case 'cancelled':
    case 'refunded':
      return [];
  }
}

/** Actions that cannot be undone ask first. */
export function needsConfirmation(action: OrderAction): boolean {
  return action === 'refund' || action === 'cancel' || action === 'mark-paid';
}
