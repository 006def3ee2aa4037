import type { OrderAction } from '@platform/contract';

/** Actions that cannot be undone ask first. */
export function needsConfirmation(action: OrderAction): boolean {
  return action === 'refund' || action === 'cancel' || action === 'mark-paid';
}
