import type { OrderSnapshot } from '@platform/contract';

/** A licence key the order was given, as its webhooks tell of it. */
export interface WebhookLicenseKey {
  key: string;
  /** `assigned`, or `disabled` once the order was refunded or cancelled. */
  status: 'assigned' | 'disabled';
  /** The product and its licence item, as the buyer's library names them. */
  product_name: string;
}

/**
 * The order as a webhook tells of it: what a merchant's system needs to act without asking back,
 * the buyer's country (for its own VAT records) and the licence keys issued (for a licence server)
 * included.
 */
export function webhookOrder(order: OrderSnapshot, licenseKeys: readonly WebhookLicenseKey[]) {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    email: order.email,
    customer_name: order.customer_name,
    country: order.buyer_country ?? null,
    locale: order.locale,
    currency: order.currency,
    total_excl_vat: order.total_excl_vat,
    total_vat: order.total_vat,
    total_incl_vat: order.total_incl_vat,
    test_mode: order.test_mode,
    created_at: order.created_at,
    paid_at: order.paid_at,
    lines: order.lines.map((line) => ({
      product_id: line.product_id,
      name: line.name,
      quantity: line.quantity,
      unit_price: line.unit_price,
      vat_rate: line.vat_rate,
      total_incl_vat: line.total_incl_vat,
    })),
    license_keys: licenseKeys,
  };
}
