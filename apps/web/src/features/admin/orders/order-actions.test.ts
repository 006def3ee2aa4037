import { describe, expect, it } from 'vitest';
import { needsConfirmation } from './order-actions';

describe('the order actions that ask first', () => {
  it('asks before refunding, cancelling or marking paid; resending is harmless', () => {
    expect(needsConfirmation('refund')).toBe(true);
    expect(needsConfirmation('cancel')).toBe(true);
    expect(needsConfirmation('mark-paid')).toBe(true);
    expect(needsConfirmation('resend-access')).toBe(false);
  });
});
