import { FINAL_ORDER_STATUSES, type OrderStatus } from '@platform/contract';

export const FAST_POLL_MS = 2_000;
export const SLOW_POLL_MS = 10_000;
/** About the first minute: long enough for a provider's page to report back. */
export const FAST_POLLS = 30;

/**
 * How long until the order page asks again, or false to stop: a final status (paid, cancelled,
 * refunded, expired) or an order that does not exist never changes by itself. A pending order is
 * asked often at first, then less, as a shopper who left the payment page open waits long. A failed
 * order is still asked now and then: the provider may report the payment after all.
 */
export function orderPollInterval(status: OrderStatus | null, polls: number): number | false {
  if (status === null || FINAL_ORDER_STATUSES.includes(status)) return false;
  if (status === 'failed') return SLOW_POLL_MS;
  return polls < FAST_POLLS ? FAST_POLL_MS : SLOW_POLL_MS;
}
