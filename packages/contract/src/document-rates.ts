import { splitVat } from './money.js';
import type { VatTreatment } from './vat.js';

/*
 * An invoice's lines and totals per rate (decisions 036 and 054), computed from an order's lines alone:
 * the API's documents and the migration that fills the VAT reports' totals (decision 059) both use them.
 */

/** What an invoice takes of an order's line. */
export interface SoldLine {
  name: string;
  quantity: number;
  vat_rate: number;
  vat_class: string | null;
  total_excl_vat: number;
  total_vat: number;
  total_incl_vat: number;
}

/** UNCL 5305 VAT category: standard, zero rated, exempt, reverse charge, not subject to (outside the EU). */
export type VatCategory = 'S' | 'Z' | 'E' | 'AE' | 'O';

export interface InvoiceLineSnapshot {
  name: string;
  quantity: number;
  /** Cents excl. VAT per unit, with decimals where the line's net does not divide. */
  unit_price_excl: number;
  vat_rate: number;
  category: VatCategory;
  total_excl_vat: number;
  total_vat: number;
  total_incl_vat: number;
}

/**
 * The taxable amount (the sum of the lines' net amounts) and the VAT at one rate and category. On a
 * document the VAT is EN 16931's, the base times the rate rounded once (BT-116, BT-117, decision 054),
 * and `rounding` what the lines' VAT as charged, each line rounded on its own, differs from it by: a
 * cent or so, often none. Documents issued before decision 054 carry the lines' sum and no rounding.
 */
export interface RateTotal {
  rate: number;
  category: VatCategory;
  base: number;
  vat: number;
  rounding?: number;
}

export function categoryOf(treatment: VatTreatment, rate: number, vatClass: string | null): VatCategory {
  if (treatment === 'reverse_charge') return 'AE';
  if (treatment === 'outside_eu') return 'O';
  if (rate > 0) return 'S';
  return vatClass === 'exempt' ? 'E' : 'Z';
}

export function invoiceLineOf(treatment: VatTreatment, line: SoldLine): InvoiceLineSnapshot {
  const rate = treatment === 'reverse_charge' || treatment === 'outside_eu' ? 0 : line.vat_rate;
  return {
    name: line.name,
    quantity: line.quantity,
    unit_price_excl: Math.round((line.total_excl_vat / line.quantity) * 100) / 100,
    vat_rate: rate,
    category: categoryOf(treatment, rate, line.vat_class),
    total_excl_vat: line.total_excl_vat,
    total_vat: line.total_vat,
    total_incl_vat: line.total_incl_vat,
  };
}

/** VAT on a base at a rate, rounded half up once; a credit note's negative base gives negative VAT. */
export function vatOn(base: number, rate: number): number {
  return Math.sign(base) * splitVat(Math.abs(base), rate, false).vat;
}

/**
 * The lines' totals per rate and category, highest rate first, as the order charged them: the VAT is
 * the sum of the lines' VAT, each rounded on its own (decision 029). The order's e-mails show these.
 */
export function totalsPerRate(lines: readonly InvoiceLineSnapshot[]): RateTotal[] {
  const totals = new Map<string, RateTotal>();
  for (const line of lines) {
    const key = `${line.category}:${line.vat_rate}`;
    const total = totals.get(key) ?? { rate: line.vat_rate, category: line.category, base: 0, vat: 0 };
    total.base += line.total_excl_vat;
    total.vat += line.total_vat;
    totals.set(key, total);
  }
  return [...totals.values()].sort((a, b) => b.rate - a.rate);
}

/**
 * A document's totals per rate and category as EN 16931 computes them (BR-CO-17, decision 054): the
 * VAT is the base times the rate, rounded once; what the lines' VAT as charged differs from it by is
 * the rate's rounding.
 */
export function documentRates(lines: readonly InvoiceLineSnapshot[]): RateTotal[] {
  return totalsPerRate(lines).map((charged) => {
    const vat = vatOn(charged.base, charged.rate);
    return { ...charged, vat, rounding: charged.vat - vat };
  });
}
