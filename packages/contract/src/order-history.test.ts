import { describe, expect, it } from 'vitest';
import { orderHistoryEvent, type OrderEventData, type OrderHistoryEvent } from './index.js';

describe('the order history’s names', () => {
  it('refuses a name it does not declare, in the type and in the schema', () => {
    // @ts-expect-error: 'shipped' is no name of the order history, so tsc refuses it.
    const shipped: OrderHistoryEvent = { type: 'shipped' };
    expect(orderHistoryEvent.safeParse(shipped).success).toBe(false);
  });

  it('refuses data that does not fit the name, in the type and in the schema', () => {
    const withoutError = { refund: 1, payment: 2, amount: 500 };
    // @ts-expect-error: a failed refund records why it failed.
    const refundFailed: OrderHistoryEvent = { type: 'refund_failed', data: withoutError };
    expect(orderHistoryEvent.safeParse(refundFailed).success).toBe(false);
    // @ts-expect-error: a cancellation records no data.
    const cancelled: OrderEventData<'cancelled'> = { reason: 'retry' };
    expect(orderHistoryEvent.safeParse({ type: 'cancelled', data: cancelled }).success).toBe(false);
  });

  it('takes each name with the data recorded for it', () => {
    const recorded: OrderHistoryEvent[] = [
      { type: 'placed' },
      { type: 'paid' },
      { type: 'paid', data: { reason: 'free' } },
      { type: 'paid', data: { payment: 1, provider: 'test' } },
      { type: 'refunded', data: { via_provider: true, refund: 3 } },
      {
        type: 'payment_unmatched',
        data: { payment: 1, provider: 'test', amount: 500, order_status: 'expired' },
      },
    ];
    expect(recorded.map((event) => orderHistoryEvent.parse(event))).toEqual(recorded);
  });
});
