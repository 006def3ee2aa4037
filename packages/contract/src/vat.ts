import { z } from 'zod';
import { id } from './common.js';
import { countryCode } from './countries.js';
import { humanText } from './human-text.js';

/**
 * EU VAT for digital goods (issue 18, decision 029): where the store is, what kind of product, where
 * the buyer is and whether the buyer is a business decide the rate. Everything here is pure, so the
 * server computes it and the admin's previews show the same figures.
 */

/** What a product is for VAT: the standard rate, the reduced rate for e-books where a state has one, or none. */
export const VAT_CLASSES = ['standard', 'ebook', 'exempt'] as const;
export type VatClass = (typeof VAT_CLASSES)[number];
export const vatClass = z.enum(VAT_CLASSES);

/**
 * The words by which a product's name says it is an e-book or another electronic publication, in
 * the admin's languages and its formats: "E-book", "ebook", "e-boek", "E-Buch", "EPUB", "luisterboek"
 * and "Hörbuch" (an audiobook is a publication too where a state reduces books), "e-magazine".
 */
const PUBLICATION_WORDS =
  /(^|[^\p{L}])(e-?books?|e-?boeks?|e-?boeken|e-?buch|e-?bücher|epub|luisterboeke?n?|audiobooks?|hörbuch|hörbücher|e-?magazines?|e-?zines?)([^\p{L}]|$)/iu;

/**
 * The VAT class a new product starts with when none is chosen: the e-book class where its name says
 * it is one (the reduced rate most states give e-books), else standard. The merchant can change it.
 */
export function suggestedVatClass(name: string): VatClass {
  return PUBLICATION_WORDS.test(name) ? 'ebook' : 'standard';
}

/**
 * `oss`: consumers in another member state pay their own state's rate (One-Stop-Shop). `domestic`: under
 * the €10,000 threshold, every EU consumer pays the rate of the store's own country.
 */
export const VAT_SCHEMES = ['oss', 'domestic'] as const;
export type VatScheme = (typeof VAT_SCHEMES)[number];
export const vatScheme = z.enum(VAT_SCHEMES);

/** How a sale is taxed; kept with every order, so an invoice and the OSS report read it as it was. */
export const VAT_TREATMENTS = ['domestic', 'oss', 'reverse_charge', 'outside_eu'] as const;
export type VatTreatment = (typeof VAT_TREATMENTS)[number];
export const vatTreatment = z.enum(VAT_TREATMENTS);

/** A state's rates from a day on, until the next entry's day. Percentages; they can have a decimal. */
export interface DatedVatRates {
  /** The first day of supply (UTC, `YYYY-MM-DD`) these rates apply to. */
  from: string;
  standard: number;
  ebook: number;
}

export interface CountryVatRates {
  /** Oldest first. A day before the first entry gets the first entry: sales are never made that early. */
  rates: readonly DatedVatRates[];
  /** The day this state's rates were last compared with the Commission's list of rates (TEDB). */
  checked: string;
}

/**
 * Each member state's rates per class, with the day each applies from, so a change announced ahead takes
 * effect on its day rather than at a deploy (decision 029). E-books: electronically supplied books at the
 * reduced book rate where a state applies it to e-books too; Denmark has none. Exempt is 0 everywhere.
 * Greece is `GR` here, as in the checkout's country list; VIES calls it `EL`.
 *
 * A first entry from 2025-08-01 only says the rate was in force on the day the table was compiled from
 * the Commission's list (decision 029); an earlier `from` is the day that rate came in. The entries for
 * FI and LT from 2026-01-01 and CY's e-book rate from 2023-07-21 come from issue 28's review, not from a
 * comparison with TEDB (out of reach from where the table was last edited), so `checked` stays where it
 * was; that review could not confirm DK, ES and SK either way.
 */
export const EU_VAT_RATES: Readonly<Record<string, CountryVatRates>> = {
  AT: { checked: '2025-08-01', rates: [{ from: '2025-08-01', standard: 20, ebook: 10 }] },
  BE: { checked: '2025-08-01', rates: [{ from: '2025-08-01', standard: 21, ebook: 6 }] },
  BG: { checked: '2025-08-01', rates: [{ from: '2025-08-01', standard: 20, ebook: 9 }] },
  CY: { checked: '2025-08-01', rates: [{ from: '2023-07-21', standard: 19, ebook: 3 }] },
  CZ: { checked: '2025-08-01', rates: [{ from: '2024-01-01', standard: 21, ebook: 0 }] },
  DE: { checked: '2025-08-01', rates: [{ from: '2025-08-01', standard: 19, ebook: 7 }] },
  DK: { checked: '2025-08-01', rates: [{ from: '2025-08-01', standard: 25, ebook: 25 }] },
  EE: { checked: '2025-08-01', rates: [{ from: '2025-07-01', standard: 24, ebook: 9 }] },
  ES: { checked: '2025-08-01', rates: [{ from: '2025-08-01', standard: 21, ebook: 4 }] },
  FI: {
    checked: '2025-08-01',
    rates: [
      { from: '2025-01-01', standard: 25.5, ebook: 14 },
      { from: '2026-01-01', standard: 25.5, ebook: 13.5 },
    ],
  },
  FR: { checked: '2025-08-01', rates: [{ from: '2025-08-01', standard: 20, ebook: 5.5 }] },
  GR: { checked: '2025-08-01', rates: [{ from: '2025-08-01', standard: 24, ebook: 6 }] },
  HR: { checked: '2025-08-01', rates: [{ from: '2025-08-01', standard: 25, ebook: 5 }] },
  HU: { checked: '2025-08-01', rates: [{ from: '2025-08-01', standard: 27, ebook: 5 }] },
  IE: { checked: '2025-08-01', rates: [{ from: '2025-01-01', standard: 23, ebook: 0 }] },
  IT: { checked: '2025-08-01', rates: [{ from: '2025-08-01', standard: 22, ebook: 4 }] },
  LT: {
    checked: '2025-08-01',
    rates: [
      { from: '2025-08-01', standard: 21, ebook: 9 },
      { from: '2026-01-01', standard: 21, ebook: 5 },
    ],
  },
  LU: { checked: '2025-08-01', rates: [{ from: '2025-08-01', standard: 17, ebook: 3 }] },
  LV: { checked: '2025-08-01', rates: [{ from: '2025-08-01', standard: 21, ebook: 5 }] },
  MT: { checked: '2025-08-01', rates: [{ from: '2025-08-01', standard: 18, ebook: 5 }] },
  NL: { checked: '2025-08-01', rates: [{ from: '2025-08-01', standard: 21, ebook: 9 }] },
  PL: { checked: '2025-08-01', rates: [{ from: '2025-08-01', standard: 23, ebook: 5 }] },
  PT: { checked: '2025-08-01', rates: [{ from: '2025-08-01', standard: 23, ebook: 6 }] },
  RO: { checked: '2025-08-01', rates: [{ from: '2025-08-01', standard: 21, ebook: 11 }] },
  SE: { checked: '2025-08-01', rates: [{ from: '2025-08-01', standard: 25, ebook: 6 }] },
  SI: { checked: '2025-08-01', rates: [{ from: '2025-08-01', standard: 22, ebook: 5 }] },
  SK: { checked: '2025-08-01', rates: [{ from: '2025-01-01', standard: 23, ebook: 5 }] },
};

export const EU_COUNTRIES = Object.keys(EU_VAT_RATES);

export function isEuCountry(country: string): boolean {
  return Object.hasOwn(EU_VAT_RATES, country);
}

/**
 * The day of supply a moment falls on, in UTC: the day whose rates a sale at that moment pays, read the
 * way the OSS report reads its quarters.
 */
export function supplyDate(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** A member state's rates in force on a day (`YYYY-MM-DD`); undefined outside the EU. */
function ratesOn(country: string, date: string): DatedVatRates | undefined {
  const rates = EU_VAT_RATES[country]?.rates;
  if (!rates) return undefined;
  return rates.findLast((entry) => entry.from <= date) ?? rates[0];
}

/** A member state's rate for a class on a day of supply; 0 outside the EU and for exempt products. */
export function vatRateFor(country: string, vatClass: VatClass, date: string): number {
  const rates = ratesOn(country, date);
  if (!rates || vatClass === 'exempt') return 0;
  return rates[vatClass];
}

/**
 * The class a product made with only a `vat_rate` has (the API before classes): the class whose rate in
 * the store's country on that day is that rate; null when no class has it, which the API refuses.
 */
export function vatClassForRate(country: string, rate: number, date: string): VatClass | null {
  if (rate === 0) return 'exempt';
  const rates = ratesOn(country, date);
  if (!rates) return rate > 0 ? 'standard' : null;
  if (rate === rates.standard) return 'standard';
  if (rate === rates.ebook) return 'ebook';
  return null;
}

export interface VatParties {
  /** The store's country of establishment (its `country` setting). */
  sellerCountry: string;
  scheme: VatScheme;
  /** The country of consumption: the buyer's country at checkout. */
  buyerCountry: string;
  /** The buyer gave a VAT number that VIES confirmed valid just now. */
  validVatNumber: boolean;
}

/**
 * How the sale is taxed. A confirmed VAT number in another member state is reverse charged (the buyer
 * accounts for the VAT); outside the EU there is no EU VAT; a consumer elsewhere in the EU pays their own
 * state's rate under OSS, or the store's rate under the domestic scheme. A store outside the EU charges
 * EU consumers their state's rate (the non-Union scheme works as OSS does).
 */
export function vatTreatmentFor(parties: VatParties): VatTreatment {
  const { sellerCountry, scheme, buyerCountry, validVatNumber } = parties;
  if (!isEuCountry(buyerCountry)) return 'outside_eu';
  if (buyerCountry === sellerCountry) return 'domestic';
  if (validVatNumber) return 'reverse_charge';
  if (scheme === 'domestic' && isEuCountry(sellerCountry)) return 'domestic';
  return 'oss';
}

/** The state whose rate applies to a consumer sale: the buyer's under OSS, the store's for domestic. */
export function rateCountryFor(treatment: VatTreatment, parties: VatParties): string | null {
  if (treatment === 'oss') return parties.buyerCountry;
  if (treatment === 'domestic') return parties.sellerCountry;
  return null;
}

/** Whether a VAT number can change anything: the buyer is in a member state other than the store's. */
export function reverseChargePossible(sellerCountry: string, buyerCountry: string): boolean {
  return isEuCountry(buyerCountry) && buyerCountry !== sellerCountry;
}

/** The prefix VIES uses for a country: its ISO code, except Greece (EL). */
export function viesCountryCode(country: string): string {
  return country === 'GR' ? 'EL' : country;
}

/** Each state's VAT number after its prefix (the Commission's VIES format list), spaces and dots removed. */
const VAT_NUMBER_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  GR: /^\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

/**
 * A VAT number as VIES takes it: without the country prefix, spaces, dots and dashes, upper case. Null
 * when it does not fit the buyer's country (a prefix of another country counts as not fitting).
 */
export function normalizeVatNumber(country: string, input: string): string | null {
  const format = VAT_NUMBER_FORMATS[country];
  if (!format) return null;
  let value = input.replace(/[\s.-]/g, '').toUpperCase();
  const prefix = viesCountryCode(country);
  if (value.startsWith(prefix) && !format.test(value)) value = value.slice(prefix.length);
  else if (/^[A-Z]{2}/.test(value) && !format.test(value)) return null;
  return format.test(value) ? value : null;
}

/** What the platform learnt about a buyer's VAT number when it asked VIES. */
export const VIES_STATUSES = ['valid', 'invalid', 'unavailable'] as const;
export type ViesStatus = (typeof VIES_STATUSES)[number];

/** The check and its answer, kept with the order as evidence for the reverse charge (or against it). */
export const vatCheck = z.object({
  /** VIES's country code (EL for Greece) and the number without prefix, as sent. */
  country_code: z.string(),
  vat_number: z.string().describe('The VAT number as sent to VIES, without its country prefix.'),
  status: z.enum(VIES_STATUSES).describe('`valid`, `invalid`, or `unavailable` when VIES gave no answer.'),
  checked_at: z.string(),
  name: z.string().nullable(),
  address: z.string().nullable(),
  /** VIES's consultation number, which proves the check to a tax office. */
  request_identifier: z.string().nullable(),
  /** Why VIES gave no answer (timeout, HTTP status, its error code), for `unavailable`. */
  error: z.string().nullable(),
});
export type VatCheck = z.infer<typeof vatCheck>;

/** What the VAT number a cart or checkout was given turned out to be. */
export const VAT_NUMBER_STATES = ['none', 'format', ...VIES_STATUSES] as const;
export type VatNumberState = (typeof VAT_NUMBER_STATES)[number];

/** The VAT situation of a cart or an order, for the shopper: which country, how taxed, what VIES said. */
export const saleVat = z.object({
  country: z.string(),
  treatment: vatTreatment,
  vat_number: z
    .enum(VAT_NUMBER_STATES)
    .describe(
      "What the buyer's VAT number turned out to be: `none` given, wrong `format`, or VIES's answer (`valid`, `invalid`, `unavailable`).",
    ),
  /** Whether the checkout should offer company and VAT number fields for this country. */
  reverse_charge_possible: z.boolean(),
});
export type SaleVat = z.infer<typeof saleVat>;

/** The country (and VAT number) a cart is priced for; without a country, the store's own. */
export const cartVatQuery = z.object({
  country: countryCode.optional(),
  vat_number: humanText({ max: 40 }).optional(),
});
export type CartVatQuery = z.infer<typeof cartVatQuery>;

/** The VAT an order was charged, for the merchant and for its invoice (decision 029). */
export const orderVat = z.object({
  treatment: vatTreatment,
  scheme: vatScheme.nullable(),
  seller_country: z.string().nullable(),
  seller_vat_number: z.string().nullable(),
  buyer_country: z.string(),
  buyer_company: z.string().nullable(),
  /** With the country prefix, as an invoice shows it; null when none was given. */
  buyer_vat_number: z.string().nullable(),
  check: vatCheck.nullable(),
});
export type OrderVat = z.infer<typeof orderVat>;

/** One quarter of a year, the period of an OSS return; the current quarter when not given. */
export const ossReportQuery = z.object({
  store_id: id,
  year: z.coerce.number().int().min(2021).max(2100).optional(),
  quarter: z.coerce.number().int().min(1).max(4).optional(),
});
export type OssReportQuery = z.infer<typeof ossReportQuery>;

const ossRow = z.object({
  country: z.string(),
  vat_rate: z.number(),
  taxable_amount: z.number().int(),
  vat: z.number().int(),
  orders: z.number().int(),
});
export type OssRow = z.infer<typeof ossRow>;

/** One business buyer's reverse-charged sales in the quarter: a line of the EC Sales List. */
const reverseChargeRow = z.object({
  country: z.string(),
  vat_number: z.string(),
  company: z.string().nullable(),
  taxable_amount: z.number().int(),
  orders: z.number().int(),
});
export type ReverseChargeRow = z.infer<typeof reverseChargeRow>;

const treatmentTotal = z.object({
  treatment: vatTreatment,
  taxable_amount: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  orders: z.number().int(),
});
export type TreatmentTotal = z.infer<typeof treatmentTotal>;

export const ossReport = z.object({
  year: z.number().int(),
  quarter: z.number().int(),
  /** The first and the day after the last day of the quarter (UTC), as the orders' payment times are read. */
  from: z.string().describe('The first day of the quarter (`YYYY-MM-DD`, UTC).'),
  until: z.string(),
  /** True while the store is in test mode: the report then shows its test orders, else only live ones. */
  test_mode: z.boolean(),
  /** Consumer sales in other member states, per state of consumption and rate. */
  oss: z.array(ossRow),
  reverse_charge: z.array(reverseChargeRow),
  /** Every paid order of the quarter by how it was taxed; their sum is the quarter's sales. */
  by_treatment: z.array(treatmentTotal),
});
export type OssReport = z.infer<typeof ossReport>;
