import type { RateTotal } from './document-rates.js';
import type { VatTreatment } from './vat.js';

/**
 * What the VAT reports group a document's rates by (decision 059), kept per store and quarter (the
 * period of a VAT return) in `vat_totals`, so that a report reads its quarter's groups, not every
 * document of it:
 * - `treatment`: every rate of the sale, per treatment, buyer country and seller country (the totals
 *   by treatment, and the distance sales, which compare the two countries);
 * - `oss`: the rates of a sale under OSS, per buyer country and rate (the OSS return);
 * - `reverse_charge`: a reverse-charged sale per buyer country and VAT number (the EC Sales List).
 * A key's parts that do not apply are '' or 0, so that each group is one row.
 */
export type VatSection = 'treatment' | 'oss' | 'reverse_charge';

/** To whom a sale was made and how it was taxed, as its order records it. */
export interface TaxedSale {
  vat_treatment: VatTreatment;
  buyer_country: string;
  buyer_vat_number: string | null;
  buyer_company: string | null;
  seller_country: string | null;
}

export interface VatGroup {
  section: VatSection;
  treatment: VatTreatment;
  country: string;
  /** '' where the order has none (orders from before decision 029): the store's country now. */
  seller_country: string;
  vat_rate: number;
  vat_number: string;
  company: string | null;
  base: number;
  vat: number;
  rounding: number;
}

export const vatGroupKey = (
  group: Pick<VatGroup, 'section' | 'country' | 'seller_country' | 'vat_rate' | 'vat_number' | 'treatment'>,
) =>
  [
    group.section,
    group.treatment,
    group.country,
    group.seller_country,
    group.vat_rate,
    group.vat_number,
  ].join('\u0000');

/** A document's rates, as the groups the reports add them to: one entry per group, its rates summed. */
export function vatGroups(sale: TaxedSale, rates: readonly RateTotal[]): VatGroup[] {
  const groups = new Map<string, VatGroup>();
  const add = (key: Omit<VatGroup, 'base' | 'vat' | 'rounding'>, rate: RateTotal) => {
    const group = groups.get(vatGroupKey(key)) ?? { ...key, base: 0, vat: 0, rounding: 0 };
    group.base += rate.base;
    group.vat += rate.vat;
    group.rounding += rate.rounding ?? 0;
    groups.set(vatGroupKey(key), group);
  };
  const treatment = sale.vat_treatment;
  const country = sale.buyer_country;
  for (const rate of rates) {
    const common = { treatment, country, vat_number: '', company: null };
    add({ ...common, section: 'treatment', seller_country: sale.seller_country ?? '', vat_rate: 0 }, rate);
    if (treatment === 'oss')
      add({ ...common, section: 'oss', seller_country: '', vat_rate: rate.rate }, rate);
    if (treatment === 'reverse_charge') {
      add(
        {
          ...common,
          section: 'reverse_charge',
          seller_country: '',
          vat_rate: 0,
          vat_number: sale.buyer_vat_number ?? '',
          company: sale.buyer_company,
        },
        rate,
      );
    }
  }
  return [...groups.values()];
}

/** The quarter a moment falls in (UTC), as the OSS return's periods are. */
export function vatQuarterOf(iso: string): { year: number; quarter: number } {
  return { year: Number(iso.slice(0, 4)), quarter: Math.floor((Number(iso.slice(5, 7)) - 1) / 3) + 1 };
}

/** A row of `vat_totals` to add: a group's amounts, and the orders it counts for the first time this quarter. */
export type VatTotalRow = VatGroup & {
  store_id: number;
  test_mode: number;
  year: number;
  quarter: number;
  orders: number;
};

/**
 * The rows a document adds in its quarter. A report counts each order once per group and quarter: an
 * order whose group this quarter already has (its invoice paid in the quarter, or an earlier credit
 * note issued in it, `counted`) adds its amounts and no order.
 */
export function vatTotalRows(
  at: { store_id: number; test_mode: number; counted_at: string },
  groups: readonly VatGroup[],
  counted: ReadonlySet<string> = new Set(),
): VatTotalRow[] {
  const { year, quarter } = vatQuarterOf(at.counted_at);
  return groups.map((group) => ({
    ...group,
    store_id: at.store_id,
    test_mode: at.test_mode,
    year,
    quarter,
    orders: counted.has(vatGroupKey(group)) ? 0 : 1,
  }));
}
