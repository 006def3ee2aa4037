import type { SubscriptionView } from '@platform/contract';
import type { SubscriptionRow } from '../../db/schema.js';

/** A subscription as the admin, the events and the webhooks show it. */
export function toSubscriptionView(row: SubscriptionRow): SubscriptionView {
  return {
    id: row.id,
    status: row.status,
    interval: row.interval,
    order_id: row.order_id,
    product_id: row.product_id,
    variant_id: row.variant_id,
    name: row.name,
    email: row.email,
    quantity: row.quantity,
    unit_price: row.unit_price,
    periods: row.periods,
    current_period_start: row.current_period_start,
    current_period_end: row.current_period_end,
    trial_ends_at: row.trial_ends_at,
    cancel_at_period_end: row.cancel_at_period_end === 1,
    next_charge_at: row.cancel_at_period_end === 1 ? null : row.next_charge_at,
    failed_charges: row.failed_charges,
    created_at: row.created_at,
    cancelled_at: row.cancelled_at,
    ended_at: row.ended_at,
  };
}
