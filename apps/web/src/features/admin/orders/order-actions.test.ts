import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@platform/contract';
import { allowedActions, needsConfirmation } from './order-actions';

describe('the actions each order status allows', () => {
  it('lets an unpaid order be marked paid or cancelled', () => {
    for (const status of ['pending', 'failed', 'expired'] as const) {
      expect(allowedActions(status)).toEqual(['mark-paid', 'cancel']);
    }
  });

  it('lets a paid order be refunded or its access e-mail be sent again, and nothing else', () => {
    expect(allowedActions('paid')).toEqual(['resend-access', 'refund']);
  });

  it('offers nothing for a cancelled or refunded order', () => {
    expect(allowedActions('cancelled')).toEqual([]);
    expect(allowedActions('refunded')).toEqual([]);
  });

  it('never offers to refund an unpaid order or to cancel a paid one', () => {
    for (const status of ORDER_STATUSES) {
      const actions = allowedActions(status);
      if (status !== 'paid') expect(actions).not.toContain('refund');
      if (status === 'paid') expect(actions).not.toContain('cancel');
    }
  });

  it('asks before refunding, cancelling or marking paid; resending is harmless', () => {
    expect(needsConfirmation('refund')).toBe(true);
    expect(needsConfirmation('cancel')).toBe(true);
    expect(needsConfirmation('mark-paid')).toBe(true);
    expect(needsConfirmation('resend-access')).toBe(false);
  });
});
