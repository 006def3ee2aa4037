/**
 * A buyer who gives a company or a VAT number buys as a business (decision 052): their invoice names
 * the business, with its address, and they have no right of withdrawal to give up (decision 050). A
 * buyer who gives neither is a consumer. One rule for the checkout page and the server alike.
 */
export function isBusinessBuyer(details: { company?: string; vat_number?: string }): boolean {
  return Boolean(details.company?.trim() || details.vat_number?.trim());
}

/** Street, postal code and city: the address an invoice to a business must carry (VAT Directive art. 226(5)). */
export const BUYER_ADDRESS_FIELDS = ['address', 'postal_code', 'city'] as const;
export type BuyerAddressField = (typeof BUYER_ADDRESS_FIELDS)[number];

/**
 * The parts of a business buyer's address left empty, whatever the store's checkout settings say: the
 * invoice cannot name the business without them. None for a consumer, who may leave the address out.
 */
export function missingBusinessAddress(
  details: { company?: string; vat_number?: string } & Partial<Record<BuyerAddressField, string>>,
): BuyerAddressField[] {
  if (!isBusinessBuyer(details)) return [];
  return BUYER_ADDRESS_FIELDS.filter((name) => !details[name]?.trim());
}
