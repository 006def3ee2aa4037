import {
  DEFAULT_ORDER_EXPIRY_HOURS,
  defaultSettings,
  type BillingDetails,
  type CheckoutFields,
  type NotificationEvent,
  type SettingsChanges,
  type SettingsValues,
} from '@platform/contract';
import {
  fromLegalDocumentsForm,
  toLegalDocumentsForm,
  type LegalDocumentsForm,
} from './legal-documents-card';

/** What the server answers for a setting never saved; the forms fall back on the same. */
const DEFAULTS = defaultSettings('b2b');

/*
 * Each tab's form values and the settings they stand for. Inputs hold strings, so a setting that may
 * be empty (null) reads as '' in the form, and a list reads as one entry per line.
 */

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

export function linesToList(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export const listToLines = (list: readonly string[] | undefined) => (list ?? []).join('\n');

/** An IBAN in groups of four, as banks print it; anything that is not an IBAN stays as typed. */
export function formatIban(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(compact)) return value.trim();
  return compact.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The billing details as the form asks them: all but the country, which is the store's (decision 078). */
export interface BillingForm {
  billing: Omit<BillingDetails, 'country'>;
}

export function toBillingForm(settings: { billing?: BillingDetails }): BillingForm {
  const { country: _storeCountry, ...billing } = settings.billing ?? DEFAULTS.billing;
  return { billing: { ...billing, iban: formatIban(billing.iban) } };
}

export function fromBillingForm({ billing }: BillingForm): SettingsChanges {
  return {
    billing: {
      ...billing,
      vat_number: billing.vat_number.replace(/\s+/g, '').toUpperCase(),
      iban: formatIban(billing.iban),
    },
  };
}

export interface BrandingForm {
  primary_color: string;
}

export const toBrandingForm = (settings: SettingsValues): BrandingForm => ({
  primary_color: settings.primary_color ?? '',
});

export const fromBrandingForm = (form: BrandingForm): SettingsChanges => ({
  primary_color: form.primary_color === '' ? null : form.primary_color.toLowerCase(),
});

export interface CheckoutForm extends LegalDocumentsForm {
  checkout_fields: CheckoutFields;
  checkout_note: string;
  order_expiry_hours: string;
  /** Whether an unpaid order's buyer gets one reminder, and after how many hours. */
  abandoned_reminder_on: boolean;
  abandoned_reminder_hours: string;
}

/** What the reminder's hours field starts at when the merchant switches reminders on. */
const DEFAULT_REMINDER_HOURS = 4;

export const toCheckoutForm = (settings: SettingsValues): CheckoutForm => ({
  checkout_fields:
    settings.checkout_fields ?? defaultSettings(settings.business_type ?? 'b2b').checkout_fields,
  ...toLegalDocumentsForm(settings),
  checkout_note: settings.checkout_note ?? '',
  order_expiry_hours: String(settings.order_expiry_hours ?? DEFAULT_ORDER_EXPIRY_HOURS),
  abandoned_reminder_on: (settings.abandoned_reminder_hours ?? null) !== null,
  abandoned_reminder_hours: String(settings.abandoned_reminder_hours ?? DEFAULT_REMINDER_HOURS),
});

export const fromCheckoutForm = (form: CheckoutForm): SettingsChanges => ({
  checkout_fields: form.checkout_fields,
  ...fromLegalDocumentsForm(form),
  checkout_note: form.checkout_note.trim(),
  // An empty field reads as 0, which the contract refuses with its "at least" message.
  order_expiry_hours: Number(form.order_expiry_hours),
  abandoned_reminder_hours: form.abandoned_reminder_on ? Number(form.abandoned_reminder_hours) : null,
});

export interface EmailsForm {
  email_sender_name: string;
  email_reply_to: string;
  email_footer: string;
}

export const toEmailsForm = (settings: SettingsValues): EmailsForm => ({
  email_sender_name: settings.email_sender_name ?? '',
  email_reply_to: settings.email_reply_to ?? '',
  email_footer: settings.email_footer ?? '',
});

export const fromEmailsForm = (form: EmailsForm): SettingsChanges => ({
  email_sender_name: form.email_sender_name.trim(),
  email_reply_to: orNull(form.email_reply_to),
  email_footer: form.email_footer.trim(),
});

export interface NotificationsForm {
  notification_emails: string;
  notification_events: NotificationEvent[];
}

export const toNotificationsForm = (settings: SettingsValues): NotificationsForm => ({
  notification_emails: listToLines(settings.notification_emails),
  notification_events: settings.notification_events ?? DEFAULTS.notification_events,
});

export const fromNotificationsForm = (form: NotificationsForm): SettingsChanges => ({
  notification_emails: linesToList(form.notification_emails),
  // A single checked box comes back from the browser as a string, none as false.
  notification_events: [form.notification_events].flat().filter(Boolean) as NotificationEvent[],
});
