import { useTranslation } from 'react-i18next';
import type { SellerField } from '@platform/contract';

const LABEL_KEYS: Record<Exclude<SellerField, 'coc_number'>, string> = {
  legal_name: 'settings.billing.legalName',
  address: 'settings.billing.address',
  postal_code: 'settings.billing.postalCode',
  city: 'settings.billing.city',
  vat_number: 'settings.billing.vatNumber',
};

/** What the registration number is called in the seller's country, and how it reads there (decision 051). */
const REGISTRATIONS: Record<string, { label: string; hint: string }> = {
  NL: { label: 'settings.billing.registrationNL', hint: 'settings.billing.registrationHintNL' },
  FR: { label: 'settings.billing.registrationFR', hint: 'settings.billing.registrationHintFR' },
};

/** The registration's label and, where the seller's country asks one, its hint. */
export function registrationKeys(country: string): { label: string; hint?: string } {
  return REGISTRATIONS[country] ?? { label: 'settings.billing.cocNumber' };
}

/** A seller field's label as the billing form shows it, the registration named as the store's country names it. */
export function useSellerFieldLabel() {
  const { t } = useTranslation();
  return (field: SellerField, storeCountry: string) =>
    t(field === 'coc_number' ? registrationKeys(storeCountry).label : LABEL_KEYS[field]);
}

/** The billing tab, opened at one field: the way from wherever a missing detail is named. */
export const billingFieldPath = (storeId: number, field: SellerField) =>
  `/store/${storeId}/settings/billing?field=${field}`;
