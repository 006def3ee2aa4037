import { companyRegisterOf, withoutSeparators } from './company-registers.js';
import type { MessageCode } from './texts/messages.js';
import type { BillingDetails } from './settings.js';

/**
 * The billing fields an invoice needs of its seller, in the order the billing form shows them. The
 * seller's country is not one: it is the store's `country`, asked once on the store tab (decision 078).
 */
export const SELLER_FIELDS = [
  'legal_name',
  'address',
  'postal_code',
  'city',
  'vat_number',
  'coc_number',
] as const satisfies readonly (keyof BillingDetails)[];
export type SellerField = (typeof SELLER_FIELDS)[number];

export type SellerDetailsGaps = Partial<Record<SellerField, MessageCode>>;

/**
 * What a seller established in `storeCountry` lacks to invoice lawfully (VAT Directive art. 226(3), (5); EN 16931 BR-06, BR-08,
 * BR-09, BR-CO-26, BR-AE-02; Peppol NL-R-002, NL-R-003), each field with the message that names why:
 * `required` for an empty one, a format code for a registration number not of its country's form.
 * Empty: the seller is complete. The admin's billing form and the server ask the same.
 */
export function missingSellerDetails(
  billing: Partial<BillingDetails> | undefined,
  storeCountry: string,
): SellerDetailsGaps {
  const gaps: SellerDetailsGaps = {};
  for (const field of SELLER_FIELDS) {
    const value = billing?.[field]?.trim() ?? '';
    if (field === 'coc_number') {
      const register = companyRegisterOf(storeCountry);
      if (!register?.requiredFormat) continue;
      if (value === '') gaps[field] = 'required';
      else if (!register.valid(withoutSeparators(value))) gaps[field] = register.requiredFormat;
    } else if (value === '') {
      gaps[field] = 'required';
    }
  }
  return gaps;
}

/** The gaps as a 422 names them, each on its setting's path (`billing.legal_name`). */
export function sellerDetailsErrors(gaps: SellerDetailsGaps): Record<`billing.${SellerField}`, MessageCode> {
  return Object.fromEntries(
    Object.entries(gaps).map(([field, code]) => [`billing.${field}`, code]),
  ) as Record<`billing.${SellerField}`, MessageCode>;
}
