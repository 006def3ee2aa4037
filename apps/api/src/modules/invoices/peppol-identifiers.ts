import {
  companyRegisterOf,
  isEuCountry,
  normalizeVatNumber,
  withoutSeparators,
  viesCountryCode,
} from '@platform/contract';
import type { InvoiceParty, InvoiceSnapshot } from './snapshot.js';

/** An identifier with its scheme from the EAS code list (ICD codes are a part of it). */
export interface SchemedId {
  scheme: string;
  id: string;
}

/**
 * The scheme of each member state's VAT number in the EAS code list (Electronic Address Scheme,
 * maintained by OpenPEPPOL; as the Peppol BIS Billing 3.0.19 schematron of May 2025 lists it in
 * `eaid`, checked by PEPPOL-EN16931-CL008), and the identifier the scheme takes from the VAT number
 * without its prefix. Most take the number with its VIES prefix (EL for Greece); Denmark's 0184 is the
 * CVR number (PEPPOL-COMMON-R042), Sweden's 0007 the organisation number, the VAT number's first ten
 * digits (R049).
 */
const VAT_SCHEMES: Readonly<Record<string, { scheme: string; id?: (number: string) => string }>> = {
  AT: { scheme: '9914' },
  BE: { scheme: '9925' },
  BG: { scheme: '9926' },
  CY: { scheme: '9928' },
  CZ: { scheme: '9929' },
  DE: { scheme: '9930' },
  DK: { scheme: '0184', id: (number) => number },
  EE: { scheme: '9931' },
  ES: { scheme: '9920' },
  FI: { scheme: '0213' },
  FR: { scheme: '9957' },
  GR: { scheme: '9933' },
  HR: { scheme: '9934' },
  HU: { scheme: '9910' },
  IE: { scheme: '9935' },
  IT: { scheme: '0211' },
  LT: { scheme: '9937' },
  LU: { scheme: '9938' },
  LV: { scheme: '9939' },
  MT: { scheme: '9943' },
  NL: { scheme: '9944' },
  PL: { scheme: '9945' },
  PT: { scheme: '9946' },
  RO: { scheme: '9947' },
  SE: { scheme: '0007', id: (number) => number.slice(0, 10) },
  SI: { scheme: '9949' },
  SK: { scheme: '9950' },
};

/**
 * A party's VAT number as EN 16931 writes it (BT-31, BT-48): its VIES prefix and the number in its
 * country's form (BR-CO-9); as it was stored when it fits no form (an old record).
 */
export function vatIdentifier(party: Pick<InvoiceParty, 'country' | 'vat_number'>): string | null {
  if (!party.vat_number) return null;
  const number = party.country ? normalizeVatNumber(party.country, party.vat_number) : null;
  return number ? `${viesCountryCode(party.country!)}${number}` : withoutSeparators(party.vat_number);
}

/** The party's VAT number in its member state's EAS scheme; null outside the EU or without a valid number. */
function vatEndpoint(party: Pick<InvoiceParty, 'country' | 'vat_number'>): SchemedId | null {
  if (!party.country || !party.vat_number || !isEuCountry(party.country)) return null;
  const scheme = VAT_SCHEMES[party.country];
  const number = normalizeVatNumber(party.country, party.vat_number);
  if (!scheme || !number) return null;
  return {
    scheme: scheme.scheme,
    id: scheme.id ? scheme.id(number) : `${viesCountryCode(party.country)}${number}`,
  };
}

/**
 * The seller's registration number (BT-30) with the scheme of its country's register where it has
 * one and the number has that register's form; otherwise without a scheme (null scheme).
 */
export function sellerRegistration(seller: InvoiceParty): { scheme: string | null; id: string } | null {
  if (!seller.coc_number) return null;
  const register = companyRegisterOf(seller.country);
  const digits = withoutSeparators(seller.coc_number);
  return register?.valid(digits)
    ? { scheme: register.icd, id: digits }
    : { scheme: null, id: seller.coc_number.trim() };
}

/** The seller's Peppol address (BT-34): a Dutch seller's KvK number, otherwise its VAT number. */
export function sellerEndpoint(seller: InvoiceParty): SchemedId | null {
  const registration = sellerRegistration(seller);
  if (seller.country === 'NL' && registration?.scheme)
    return { scheme: registration.scheme, id: registration.id };
  return vatEndpoint(seller);
}

/** The buyer's Peppol address (BT-49): its VAT number in its member state's scheme. */
export function buyerEndpoint(buyer: InvoiceParty): SchemedId | null {
  return vatEndpoint(buyer);
}

/**
 * Both parties' Peppol addresses, or null when either has none: a document is sent as UBL only
 * between two parties Peppol can reach (PEPPOL-EN16931-R010, R020). A consumer, a business without a
 * VAT number and a business outside the EU have none; their documents are PDFs. Nor does a seller
 * without a VAT number get UBL (a store in test mode may sell without one): every document that
 * reaches a business in the EU has a category S, Z, E or AE, which needs it (BR-S-02, BR-AE-02, …).
 */
export function peppolEndpoints(doc: Pick<InvoiceSnapshot, 'seller' | 'buyer'>) {
  const buyer = buyerEndpoint(doc.buyer);
  if (!buyer || !vatEndpoint(doc.seller)) return null;
  return { seller: sellerEndpoint(doc.seller)!, buyer };
}
