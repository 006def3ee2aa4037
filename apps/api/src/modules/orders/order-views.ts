import type {
  AppliedDiscount,
  CustomerDetails,
  OrderLine,
  OrderVat,
  PublicOrder,
  VatCheck,
  WithdrawalWaiver,
} from '@platform/contract';
import type { OrderLineRow, OrderRow } from '../../db/schema.js';

/** An order line as stored: its subscription terms in columns of their own. */
type StoredLine = Omit<OrderLine, 'subscription'> &
  Pick<
    OrderLineRow,
    'subscription_interval' | 'trial_days' | 'renewal_total_excl_vat' | 'renewal_total_incl_vat'
  >;
type LineRow = StoredLine & { position: number };

/** "j***@example.com": enough for the buyer to recognise their address, not enough to learn it. */
export function emailHint(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

export function toOrderLine(line: StoredLine): OrderLine {
  return {
    product_id: line.product_id,
    name: line.name,
    variant_id: line.variant_id,
    variant_name: line.variant_name,
    quantity: line.quantity,
    unit_price: line.unit_price,
    vat_rate: line.vat_rate,
    vat_class: line.vat_class,
    total_excl_vat: line.total_excl_vat,
    total_vat: line.total_vat,
    total_incl_vat: line.total_incl_vat,
    subscription: line.subscription_interval
      ? {
          interval: line.subscription_interval,
          trial_days: line.trial_days,
          renewal_total_excl_vat: line.renewal_total_excl_vat ?? line.total_excl_vat,
          renewal_total_incl_vat: line.renewal_total_incl_vat ?? line.total_incl_vat,
        }
      : null,
  };
}

/** The VAT the order was charged and between whom, as kept when it was placed (decision 029). */
export function orderVatOf(order: OrderRow): OrderVat {
  return {
    treatment: order.vat_treatment,
    scheme: order.vat_scheme,
    seller_country: order.seller_country,
    seller_vat_number: order.seller_vat_number,
    buyer_country: order.buyer_country,
    buyer_company: order.buyer_company,
    buyer_vat_number: order.buyer_vat_number,
    check: order.vat_check ? (JSON.parse(order.vat_check) as VatCheck) : null,
  };
}

/** The consumer's consent to immediate delivery, as the order kept it (decision 050). */
export function withdrawalWaiverOf(order: OrderRow): WithdrawalWaiver | null {
  return order.withdrawal_waiver_text && order.withdrawal_waiver_at
    ? { text: order.withdrawal_waiver_text, at: order.withdrawal_waiver_at }
    : null;
}

export function orderTotals(order: OrderRow) {
  return {
    total_excl_vat: order.total_excl_vat,
    total_vat: order.total_vat,
    total_incl_vat: order.total_incl_vat,
  };
}

/** The discount code the order was placed with and the cents it took off (decision 040). */
export function orderDiscount(order: OrderRow): AppliedDiscount | null {
  return order.discount_code ? { code: order.discount_code, amount: order.discount_amount } : null;
}

export function toPublicOrder(order: OrderRow, lines: LineRow[]): PublicOrder {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    business_type: order.business_type,
    email_hint: emailHint(order.email),
    locale: order.locale,
    lines: lines.map(toOrderLine),
    totals: orderTotals(order),
    vat: { treatment: order.vat_treatment, country: order.buyer_country },
    discount: orderDiscount(order),
    test_mode: order.test_mode === 1,
    created_at: order.created_at,
    paid_at: order.paid_at,
  };
}

export function customerDetailsOf(order: OrderRow): CustomerDetails {
  return JSON.parse(order.customer_details) as CustomerDetails;
}
