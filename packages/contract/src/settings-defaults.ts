import type { BusinessType } from './constants.js';
import { DEFAULT_ORDER_EXPIRY_HOURS, type SettingsValues } from './settings.js';

/** Every setting a store keeps in its settings (not the ones kept on the store's own record). */
export type StoredSettings = Omit<Required<SettingsValues>, 'business_type' | 'store_logo'>;

/**
 * What a store has before its merchant changes anything: the server answers these for settings never
 * saved, and the admin's forms start from them. New stores start in test mode; a b2b store asks for
 * company and VAT number at checkout, a b2c store does not.
 */
export function defaultSettings(businessType: BusinessType): StoredSettings {
  const business = businessType === 'b2b' ? 'optional' : 'hidden';
  return {
    primary_color: null,
    test_mode: { value: true },
    country: 'NL',
    vat_scheme: 'domestic',
    default_language: 'nl',
    billing: {
      legal_name: '',
      address: '',
      postal_code: '',
      city: '',
      country: 'NL',
      vat_number: '',
      coc_number: '',
      iban: '',
    },
    checkout_fields: { company: business, vat_number: business, address: 'hidden' },
    terms_url: null,
    terms_text: '',
    privacy_url: null,
    privacy_text: '',
    checkout_note: '',
    order_expiry_hours: DEFAULT_ORDER_EXPIRY_HOURS,
    abandoned_reminder_hours: null,
    email_sender_name: '',
    email_reply_to: null,
    email_footer: '',
    notification_emails: [],
    notification_events: ['order_paid'],
    embed_allowed_origins: [],
  };
}
