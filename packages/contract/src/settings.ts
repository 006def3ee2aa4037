import { z } from 'zod';
import { email } from './auth.js';
import { id } from './common.js';
import { LOCALES } from './constants.js';
import { businessType, hexColor, testMode } from './stores.js';
import { imageAsset } from './media.js';
import { checkoutFields } from './checkout.js';
import { countryCode } from './countries.js';
import { humanText } from './human-text.js';
import { vatScheme } from './vat.js';

/** An IBAN passes when its check digits hold (ISO 13616, mod 97). */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (char) =>
    String(char.charCodeAt(0) - 55),
  );
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

export const billingDetails = z.strictObject({
  legal_name: humanText({ max: 200 }),
  address: humanText({ max: 300 }),
  postal_code: humanText({ max: 20 }),
  city: humanText({ max: 100 }),
  /**
   * The store's `country`, kept here by the server (decision 078): the merchant gives the country once,
   * on the store. A request may leave it out or give null; one naming another country than the store's
   * (as it is after that request) is refused with `billing_country_is_store_country`.
   */
  country: countryCode.nullable().optional(),
  vat_number: humanText({ max: 40 }),
  coc_number: humanText({ max: 20 }),
  iban: z
    .string()
    .trim()
    .max(42)
    .refine((value) => value === '' || isValidIban(value), { error: 'iban_format' }),
});
export type BillingDetails = z.infer<typeof billingDetails>;

export const NOTIFICATION_EVENTS = ['order_paid', 'order_refunded', 'order_cancelled'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** Hours an order may stay unpaid before it expires: a day unless the merchant chose otherwise, at most 30 days. */
export const DEFAULT_ORDER_EXPIRY_HOURS = 24;
export const MAX_ORDER_EXPIRY_HOURS = 720;

/** A website allowed to embed the shop: scheme, host and optional port, nothing more. */
export const webOrigin = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/, { error: 'origin_format' });

/** A document of the merchant's own site (terms, privacy policy), handed to the buyer's browser. */
const legalDocumentUrl = z
  .url({ protocol: /^https?$/ })
  .max(500)
  .nullable();

/** Long enough for a whole set of terms; the shop shows it as text, never as markup. */
export const MAX_LEGAL_TEXT_LENGTH = 30_000;
const legalDocumentText = humanText({ max: MAX_LEGAL_TEXT_LENGTH, multiline: true });

/** The merchant's documents a shopper may read, each a link (`<name>_url`) or a text (`<name>_text`). */
export const LEGAL_DOCUMENTS = ['terms', 'privacy'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

/**
 * The documents given both as a link and as a text: a 422 (`link_or_text`), by the contract within
 * one request and by the server against what is stored (decision 053).
 */
export function legalDocumentsGivenTwice(
  settings: Partial<Record<`${LegalDocument}_url`, string | null> & Record<`${LegalDocument}_text`, string>>,
): LegalDocument[] {
  return LEGAL_DOCUMENTS.filter((name) => settings[`${name}_url`] && settings[`${name}_text`]);
}

/**
 * The logo as a request names it: by the id the upload answered (to change its alt text), or null to
 * remove it. A request never names an image by its URL: the server stores logos and knows their files.
 */
export const logoChoice = z
  .object({
    id: id.describe("The logo's id, as its upload answered it."),
    description: humanText({ max: 300, trim: false })
      .optional()
      .describe("The image's description: the alt text read out to those who cannot see it."),
  })
  .nullable();
export type LogoChoice = z.infer<typeof logoChoice>;

/**
 * Every store setting as a request may write it, typed per name (docs/spec.md §3, §7). A setting the contract
 * does not name is refused, so a typo cannot silently store a value nobody reads.
 */
export const settingSchemas = {
  primary_color: hexColor.nullable(),
  store_logo: logoChoice,
  test_mode: testMode,
  business_type: businessType,
  country: countryCode,
  /** `oss` or `domestic` (decision 029); with `country` and `billing.vat_number`, where the store is for VAT. */
  vat_scheme: vatScheme,
  default_language: z.enum(LOCALES),
  billing: billingDetails,
  checkout_fields: checkoutFields,
  /** The merchant's terms as a page of its own site; or `terms_text`, never both (decision 053). */
  terms_url: legalDocumentUrl,
  /** The merchant's terms as text, shown on the shop's own legal page; '' for none. */
  terms_text: legalDocumentText,
  privacy_url: legalDocumentUrl,
  privacy_text: legalDocumentText,
  checkout_note: humanText({ max: 500, multiline: true }),
  order_expiry_hours: z.number().int().min(1).max(MAX_ORDER_EXPIRY_HOURS),
  /** Hours after which an unpaid order's buyer gets one reminder with the payment link; null: none. */
  abandoned_reminder_hours: z.number().int().min(1).max(MAX_ORDER_EXPIRY_HOURS).nullable(),
  email_sender_name: humanText({ max: 100 }),
  email_reply_to: email.nullable(),
  email_footer: humanText({ max: 1000, multiline: true }),
  notification_emails: z.array(email).max(10),
  notification_events: z.array(z.enum(NOTIFICATION_EVENTS)),
  embed_allowed_origins: z.array(webOrigin).max(20),
} as const;

export type SettingName = keyof typeof settingSchemas;
export const SETTING_NAMES = Object.keys(settingSchemas) as SettingName[];

export const settingsChanges = z.strictObject(settingSchemas).partial();
export type SettingsChanges = z.infer<typeof settingsChanges>;

/**
 * The settings as the server answers them: the logo whole, as an image asset (docs/spec.md §3), and the texts
 * as stored, which before decision 049 could hold any character (answers are checked against their
 * schema, so the request's rule here would make the settings fail to show instead).
 */
export const settingsValues = settingsChanges.extend({
  store_logo: imageAsset.nullable().optional(),
  billing: billingDetails
    .extend({
      legal_name: z.string(),
      address: z.string(),
      postal_code: z.string(),
      city: z.string(),
      /** Always the store's `country` (decision 078). */
      country: countryCode,
      vat_number: z.string(),
      coc_number: z.string(),
    })
    .optional(),
  checkout_note: z.string().optional(),
  terms_text: z.string().optional(),
  privacy_text: z.string().optional(),
  email_sender_name: z.string().optional(),
  email_footer: z.string().optional(),
});
export type SettingsValues = z.infer<typeof settingsValues>;

export const settingName = z.enum(SETTING_NAMES as [SettingName, ...SettingName[]]);

/** `names` may come as `names=a,b`, as repeated `names=a&names=b`, or as `names[]=a`. */
export const getSettingsQuery = z.object({
  store_id: id,
  names: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) =>
      value === undefined
        ? undefined
        : (Array.isArray(value) ? value : [value]).flatMap((name) => name.split(',')).filter(Boolean),
    )
    .pipe(z.array(settingName).optional()),
});

export const saveSettingsRequest = z.object({
  store_id: id,
  settings: settingsChanges.superRefine((changes, context) => {
    for (const name of legalDocumentsGivenTwice(changes)) {
      context.addIssue({ code: 'custom', path: [`${name}_text`], message: 'link_or_text' });
    }
  }),
});
export type SaveSettingsRequest = z.infer<typeof saveSettingsRequest>;

export const settingsResponse = z.object({ data: settingsValues });
