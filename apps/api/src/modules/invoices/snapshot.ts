import {
  documentRates,
  formatMoney,
  invoiceText,
  type AppliedDiscount,
  printableText,
  splitVat,
  type InvoiceKind,
  type InvoiceLineSnapshot,
  type Locale,
  type RateTotal,
  type RefundedLinePart,
  type VatTreatment,
} from '@platform/contract';
import type { OrderRow } from '../../db/schema.js';
import { storeContactEmail, type MailStore } from '../kernel/index.js';
import { customerDetailsOf } from '../orders/index.js';

/** A party of the document, as it stood when the document was issued. */
export interface InvoiceParty {
  name: string;
  company: string | null;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  country: string | null;
  vat_number: string | null;
  coc_number: string | null;
  email: string | null;
}

/**
 * Everything an invoice or credit note shows, fixed when it is issued (decision 036): later changes to
 * the store's billing details, the order or the texts' figures never rewrite an issued document.
 * A credit note's amounts are negative.
 */
export interface InvoiceSnapshot {
  kind: InvoiceKind;
  number: string;
  issue_date: string;
  supply_date: string;
  order_number: number;
  currency: 'EUR';
  locale: Locale;
  treatment: VatTreatment;
  credits: { number: string; issue_date: string } | null;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  lines: InvoiceLineSnapshot[];
  rates: RateTotal[];
  total_excl_vat: number;
  total_vat: number;
  total_incl_vat: number;
  /**
   * The discount code the order was placed with and the cents it took off, in the store's basis
   * (decision 040): the lines are after it, so it is told, not subtracted. Absent on credit notes and
   * on invoices issued before it was kept.
   */
  discount?: AppliedDiscount | null;
}

/** The sentence that tells a document's reader of the discount inside its amounts. */
export function discountNote(doc: Pick<InvoiceSnapshot, 'discount' | 'locale'>): string | null {
  if (!doc.discount) return null;
  return invoiceText(doc.locale, 'discountNote', {
    code: doc.discount.code,
    amount: formatMoney(doc.discount.amount, doc.locale),
  });
}

function printable<T>(value: T): T {
  if (typeof value === 'string') return printableText(value) as T;
  if (Array.isArray(value)) return value.map(printable) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, printable(field)])) as T;
  }
  return value;
}

/**
 * The snapshot with every text as a document can hold it (`printableText`). A record issued before
 * decision 049 may hold control characters or non-characters, which XML 1.0 cannot hold and the
 * font has no glyph for; both writers start from this, so no record can make a malformed file.
 */
export function printableSnapshot(doc: InvoiceSnapshot): InvoiceSnapshot {
  return printable(doc);
}

const orNull = (value: string | null | undefined) => (value ? value : null);

export function sellerOf(store: MailStore, order: OrderRow): InvoiceParty {
  const billing = store.billing;
  return {
    name: billing.legal_name || store.name,
    company: null,
    address: orNull(billing.address),
    postal_code: orNull(billing.postal_code),
    city: orNull(billing.city),
    country: order.seller_country ?? billing.country,
    vat_number: orNull(order.seller_vat_number) ?? orNull(billing.vat_number),
    coc_number: orNull(billing.coc_number),
    email: storeContactEmail(store),
  };
}

export function buyerOf(order: OrderRow): InvoiceParty {
  const details = customerDetailsOf(order);
  return {
    name: order.customer_name,
    company: orNull(order.buyer_company) ?? orNull(details.company),
    address: orNull(details.address),
    postal_code: orNull(details.postal_code),
    city: orNull(details.city),
    country: order.buyer_country,
    vat_number: orNull(order.buyer_vat_number),
    coc_number: null,
    email: order.email,
  };
}

/** What a document's totals differ from base plus VAT by (BT-114): none on documents before decision 054. */
export const roundingOf = (doc: Pick<InvoiceSnapshot, 'total_excl_vat' | 'total_vat' | 'total_incl_vat'>) =>
  doc.total_incl_vat - doc.total_excl_vat - doc.total_vat;

const sum = (lines: readonly InvoiceLineSnapshot[], key: 'total_excl_vat' | 'total_vat' | 'total_incl_vat') =>
  lines.reduce((total, line) => total + line[key], 0);

/**
 * A document's totals: net and gross (what was paid or given back) from its lines, the VAT from its
 * rates (BT-110 is the sum of BT-117, BR-CO-14); what gross differs from net plus VAT by is the
 * document's rounding amount (`roundingOf`).
 */
export function totalsOf(lines: readonly InvoiceLineSnapshot[]) {
  const rates = documentRates(lines);
  return {
    rates,
    total_excl_vat: sum(lines, 'total_excl_vat'),
    total_vat: rates.reduce((total, rate) => total + rate.vat, 0),
    total_incl_vat: sum(lines, 'total_incl_vat'),
  };
}

/**
 * A credit note's lines for the parts of the invoice's lines a refund gave back (issue 31, item 2):
 * each as much of its line as was paid for it, negative. The invoice lists the order's lines in their
 * order, so a part's `line` is its place among the invoice's lines too.
 */
export function creditedLineParts(
  invoice: InvoiceSnapshot,
  parts: readonly RefundedLinePart[],
): InvoiceLineSnapshot[] {
  return parts.map((part) => ({
    ...invoice.lines[part.line]!,
    quantity: -part.quantity,
    unit_price_excl: Math.round((part.excl_vat / part.quantity) * 100) / 100,
    total_excl_vat: -part.excl_vat,
    total_vat: -part.vat,
    total_incl_vat: -part.incl_vat,
  }));
}

/**
 * A credit note's lines for `amount` cents given back of the invoice (incl. VAT): the whole invoice
 * negated, or each line's share of a partial refund (largest remainder, so the shares add up to the
 * amount), split into net and VAT at the line's rate as a b2c price is (net first). Negative, as a
 * correction of the invoice. The document's VAT per rate is then computed on the net (`totalsOf`).
 */
export function creditLines(invoice: InvoiceSnapshot, amount: number): InvoiceLineSnapshot[] {
  const negate = (line: InvoiceLineSnapshot): InvoiceLineSnapshot => ({
    ...line,
    quantity: -line.quantity,
    total_excl_vat: -line.total_excl_vat,
    total_vat: -line.total_vat,
    total_incl_vat: -line.total_incl_vat,
  });
  if (amount >= invoice.total_incl_vat || invoice.total_incl_vat <= 0) return invoice.lines.map(negate);
  const exact = invoice.lines.map((line) => (line.total_incl_vat * amount) / invoice.total_incl_vat);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((value, index) => ({ index, rest: value - Math.floor(value) }));
  byRemainder.sort((a, b) => b.rest - a.rest);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return invoice.lines
    .map((line, index) => {
      const incl = shares[index]!;
      const { excl_vat: excl, vat } = splitVat(incl, line.vat_rate, true);
      return {
        ...line,
        quantity: -1,
        unit_price_excl: excl,
        total_excl_vat: -excl,
        total_vat: -vat,
        total_incl_vat: -incl,
      };
    })
    .filter((line) => line.total_incl_vat !== 0);
}
