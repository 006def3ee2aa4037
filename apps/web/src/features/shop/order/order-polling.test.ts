import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@platform/contract';
import { FAST_POLLS, FAST_POLL_MS, SLOW_POLL_MS, orderPollInterval } from './order-polling';

describe('the order page polling rule', () => {
  it('stops once the status is final', () => {
    for (const status of ['paid', 'cancelled', 'refunded', 'expired'] as const) {
      expect(orderPollInterval(status, 0)).toBe(false);
    }
  });

  it('stops for an order that does not exist', () => {
    expect(orderPollInterval(null, 0)).toBe(false);
  });

  it('asks about a pending order often at first, then less often, and never stops by itself', () => {
    expect(orderPollInterval('pending', 0)).toBe(FAST_POLL_MS);
    expect(orderPollInterval('pending', FAST_POLLS - 1)).toBe(FAST_POLL_MS);
    expect(orderPollInterval('pending', FAST_POLLS)).toBe(SLOW_POLL_MS);
    expect(orderPollInterval('pending', 10_000)).toBe(SLOW_POLL_MS);
  });

  it('keeps an eye on a failed order, slowly: a late payment report can still make it paid', () => {
    expect(orderPollInterval('failed', 0)).toBe(SLOW_POLL_MS);
  });

  it('has an answer for every status', () => {
    for (const status of ORDER_STATUSES) expect(orderPollInterval(status, 0)).not.toBeUndefined();
  });
});
