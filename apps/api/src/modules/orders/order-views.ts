import type { CustomerDetails, OrderLine, PublicOrder } from '@platform/contract';
import type { OrderRow } from '../../db/schema.js';

type LineRow = OrderLine & { position: number };

/** "j***@example.com": enough for the buyer to recognise their address, not enough to learn it. */
export function emailHint(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

export function toOrderLine(line: LineRow): OrderLine {
  return {
    product_id: line.product_id,
    name: line.name,
    quantity: line.quantity,
    unit_price: line.unit_price,
    vat_rate: line.vat_rate,
    total_excl_vat: line.total_excl_vat,
    total_incl_vat: line.total_incl_vat,
  };
}

export function orderTotals(order: OrderRow) {
  return {
    total_excl_vat: order.total_excl_vat,
    total_vat: order.total_vat,
    total_incl_vat: order.total_incl_vat,
  };
}

export function toPublicOrder(order: OrderRow, lines: LineRow[]): PublicOrder {
  return {
    id: order.id,
    status: order.status,
    business_type: order.business_type,
    email_hint: emailHint(order.email),
    lines: lines.map(toOrderLine),
    totals: orderTotals(order),
    test_mode: order.test_mode === 1,
    created_at: order.created_at,
    paid_at: order.paid_at,
  };
}

export function customerDetailsOf(order: OrderRow): CustomerDetails {
  return JSON.parse(order.customer_details) as CustomerDetails;
}
