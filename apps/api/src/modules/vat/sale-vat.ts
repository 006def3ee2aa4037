import {
  chargedLine,
  discountedPrice,
  missingSellerDetails,
  normalizeVatNumber,
  rateCountryFor,
  reverseChargePossible,
  supplyDate,
  vatRateFor,
  vatTreatmentFor,
  viesCountryCode,
  type BusinessType,
  type CartVatQuery,
  type DiscountType,
  type SaleVat,
  type SettingName,
  type SettingsValues,
  type VatCheck,
  type VatClass,
  type VatNumberState,
  type VatParties,
  type VatScheme,
  type VatSplit,
  type VatTreatment,
} from '@platform/contract';
import type { Infrastructure } from '../../app-context.js';
import { AppError } from '../../errors.js';
import { cachedViesChecks, checkVatNumber, viesRequester } from './vies.js';

/** Everything about a sale's VAT that does not depend on its lines: who sells, who buys, how it is taxed. */
export interface SaleVatTerms {
  parties: VatParties;
  treatment: VatTreatment;
  scheme: VatScheme;
  sellerVatNumber: string | null;
  /** The seller has every detail an invoice needs of it (decision 051). */
  sellerComplete: boolean;
  /** The buyer's VAT number with its VIES prefix, as an invoice shows it; null when none was given. */
  buyerVatNumber: string | null;
  vatNumberState: VatNumberState;
  /** The VIES check made for this sale, if one was made: the evidence kept with the order. */
  check: VatCheck | null;
  /** The day of supply, on the server's clock: its rates are the ones charged (decision 029). */
  date: string;
}

const cartChecks = cachedViesChecks();

/** The store's settings a sale's VAT terms follow: the caller reads them with whatever else it needs. */
export const SALE_SETTINGS = ['country', 'vat_scheme', 'billing'] as const satisfies readonly SettingName[];

export type SaleSettings = Pick<SettingsValues, (typeof SALE_SETTINGS)[number]>;

/**
 * The VAT terms of a sale by a store with these settings to a buyer in `query.country` (the store's
 * own country when none is given) with an optional VAT number. A number is checked only where it can matter (another member state):
 * its format first, then VIES. For a cart (`purpose: 'cart'`) a bad number only shows in the answer,
 * and VIES answers are reused for ten minutes; for an order it is refused with a 422 on the field and
 * VIES is always asked anew. The store asks as itself, with its own VAT number, so that VIES gives the
 * consultation number the order keeps. VIES out of reach never zero-rates: the sale is charged VAT.
 * A seller without a VAT number of its own charges VAT whatever the buyer's number (EN 16931 BR-AE-02:
 * a reverse-charged invoice names both numbers), so the buyer's is then not checked.
 */
export async function saleVatTerms(
  infra: Pick<Infrastructure, 'config' | 'clock'>,
  settings: SaleSettings,
  query: CartVatQuery,
  purpose: 'cart' | 'order',
): Promise<SaleVatTerms> {
  const sellerCountry = settings.country ?? 'NL';
  const buyerCountry = query.country ?? sellerCountry;
  const scheme = settings.vat_scheme ?? 'domestic';
  const sellerVatNumber = settings.billing?.vat_number || null;
  const given = query.vat_number?.trim() ?? '';
  let vatNumberState: VatNumberState = 'none';
  let buyerVatNumber: string | null = given === '' ? null : given.toUpperCase();
  let check: VatCheck | null = null;
  const field = 'customer_details.vat_number';
  if (given !== '') {
    const number = normalizeVatNumber(buyerCountry, given);
    const prefix = viesCountryCode(buyerCountry);
    if (number) buyerVatNumber = `${prefix}${number}`;
    if (sellerVatNumber && reverseChargePossible(sellerCountry, buyerCountry)) {
      if (!number) {
        if (purpose === 'order') throw AppError.invalid({ [field]: 'vat_number_format' });
        vatNumberState = 'format';
      } else {
        const now = infra.clock.now();
        const requester = viesRequester(sellerVatNumber, sellerCountry);
        check =
          purpose === 'order'
            ? await checkVatNumber(infra.config.vies, requester, prefix, number, now)
            : await cartChecks(infra.config.vies, requester, prefix, number, now);
        vatNumberState = check.status;
        if (purpose === 'order' && check.status === 'invalid') {
          throw AppError.invalid({ [field]: 'vat_number_invalid' });
        }
      }
    }
  }
  const parties: VatParties = {
    sellerCountry,
    scheme,
    buyerCountry,
    validVatNumber: vatNumberState === 'valid',
  };
  return {
    parties,
    treatment: vatTreatmentFor(parties),
    scheme,
    sellerVatNumber,
    sellerComplete: Object.keys(missingSellerDetails(settings.billing, sellerCountry)).length === 0,
    buyerVatNumber,
    vatNumberState,
    check,
    date: supplyDate(infra.clock.now()),
  };
}

/**
 * A live store takes no order it may not invoice: one that went live before its details were required,
 * or whose details were emptied since (decision 051). In test mode it sells; its invoices are tests.
 */
export function requireInvoicingSeller(terms: SaleVatTerms, testMode: boolean) {
  if (!testMode && !terms.sellerComplete) {
    throw new AppError(422, 'seller_incomplete', { order: 'seller_incomplete' });
  }
}

export function saleVatView(terms: SaleVatTerms): SaleVat {
  return {
    country: terms.parties.buyerCountry,
    treatment: terms.treatment,
    vat_number: terms.vatNumberState,
    reverse_charge_possible:
      terms.sellerVatNumber !== null &&
      reverseChargePossible(terms.parties.sellerCountry, terms.parties.buyerCountry),
  };
}

export interface ChargeableProduct {
  price: number;
  discount_type: DiscountType;
  discount_value: number;
  vat_class: VatClass;
}

export interface ChargedLine extends VatSplit {
  vat_rate: number;
  /** The unit price as the shop shows it to this buyer. */
  unit_price: number;
}

/** The rate a product is charged at in this sale. */
export function chargedRate(terms: SaleVatTerms, vatClass: VatClass): number {
  const country = rateCountryFor(terms.treatment, terms.parties);
  return country ? vatRateFor(country, vatClass, terms.date) : 0;
}

/**
 * A line's amounts in this sale (decision 029): the discounted unit price times the quantity, less the
 * cents a discount code takes off the line (`codeShare`, in the store's basis, decision 040), its VAT
 * rounded once for the line, half up. Consumers of a b2c store pay its price everywhere; a
 * reverse-charged buyer pays it less the store's VAT; a b2b store's price is net.
 */
export function chargeLine(
  terms: SaleVatTerms,
  businessType: BusinessType,
  product: ChargeableProduct,
  quantity: number,
  codeShare = 0,
): ChargedLine {
  const vat = {
    rate: chargedRate(terms, product.vat_class),
    homeRate: vatRateFor(terms.parties.sellerCountry, product.vat_class, terms.date),
    businessType,
    reverseCharge: terms.treatment === 'reverse_charge',
  };
  const unit = discountedPrice(product);
  const one = chargedLine(unit, vat);
  const shownGross = businessType === 'b2c' && !vat.reverseCharge;
  return {
    ...chargedLine(unit * quantity - codeShare, vat),
    vat_rate: vat.rate,
    unit_price: shownGross ? one.incl_vat : one.excl_vat,
  };
}
