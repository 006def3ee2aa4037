import type { MessageCode } from './texts/messages.js';

/** The Luhn check digit holds (a SIREN number, a Swedish organisation number). */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A Belgian enterprise number's mod-97 check holds (as Peppol's PEPPOL-COMMON-R043 checks it). */
const belgianCheck = (digits: string) => 97 - (Number(digits.slice(0, 8)) % 97) === Number(digits.slice(8));

export interface CompanyRegister {
  /** The register's scheme in the ISO 6523 ICD list, which Peppol's EAS code list includes. */
  icd: string;
  /** Whether a number, spaces, dots and dashes taken out, has the register's form. */
  valid: (digits: string) => boolean;
  /**
   * Where the country's law requires the number on every invoice: the message a number not of the
   * form gets. The Dutch Handelsregisterbesluit (art. 27) asks the KvK number, the French Code de
   * commerce (R123-237) the SIREN; elsewhere the number is optional.
   */
  requiredFormat?: MessageCode;
}

/**
 * The company registers whose numbers the platform knows, by the seller's country: the Dutch KvK, the
 * French SIREN, the Belgian enterprise number, the Danish CVR and the Swedish organisation number, each
 * with the form the Peppol rules check (PEPPOL-COMMON-R042, R043, R049).
 */
const COMPANY_REGISTERS: Readonly<Record<string, CompanyRegister>> = {
  NL: { icd: '0106', valid: (digits) => /^\d{8}$/.test(digits), requiredFormat: 'kvk_number_format' },
  FR: {
    icd: '0002',
    valid: (digits) => /^\d{9}$/.test(digits) && luhn(digits),
    requiredFormat: 'siren_format',
  },
  BE: { icd: '0208', valid: (digits) => /^\d{10}$/.test(digits) && belgianCheck(digits) },
  DK: { icd: '0184', valid: (digits) => /^\d{8}$/.test(digits) },
  SE: { icd: '0007', valid: (digits) => /^\d{10}$/.test(digits) && luhn(digits) },
};

export const companyRegisterOf = (country: string | null | undefined): CompanyRegister | undefined =>
  country ? COMPANY_REGISTERS[country] : undefined;

/** A number as a register or a VAT check reads it: spaces, dots and dashes taken out. */
export const withoutSeparators = (value: string) => value.replace(/[\s.-]/g, '');
