import { describe, expect, test } from 'vitest';
import { defaultSettings, isValidIban } from '@platform/contract';
import {
  formatIban,
  fromBillingForm,
  fromBrandingForm,
  fromCheckoutForm,
  fromEmailsForm,
  fromNotificationsForm,
  linesToList,
  toBillingForm,
  toBrandingForm,
  toCheckoutForm,
  toEmailsForm,
  toNotificationsForm,
} from './settings-form-values';

describe('formatIban', () => {
  test('groups an IBAN by four, in capitals', () => {
    expect(formatIban('nl91abna0417164300')).toBe('NL91 ABNA 0417 1643 00');
    expect(formatIban(' NL91 ABNA 0417 1643 00 ')).toBe('NL91 ABNA 0417 1643 00');
  });

  test('the grouped form stays valid and within the 42 characters the contract allows', () => {
    const longest = formatIban('MT84MALT011000012345MTLCAST001S');
    expect(isValidIban(longest)).toBe(true);
    expect(formatIban('LC55HEMM000100010012001200023015').length).toBeLessThanOrEqual(42);
  });

  test('leaves what is not an IBAN as typed, so the error names what the merchant wrote', () => {
    expect(formatIban('hello world ')).toBe('hello world');
    expect(formatIban('')).toBe('');
  });
});

test('linesToList takes one entry per line or comma and drops blanks', () => {
  expect(linesToList(' a@example.com\n\nb@example.com, c@example.com \n')).toEqual([
    'a@example.com',
    'b@example.com',
    'c@example.com',
  ]);
});

describe('form and settings', () => {
  test('billing: no country asked (the store has it), the IBAN grouped, the VAT number compact', () => {
    const form = toBillingForm({ billing: { ...defaultSettings('b2c').billing, country: 'BE' } });
    expect(form.billing).not.toHaveProperty('country');
    const settings = fromBillingForm({
      billing: { ...form.billing, iban: 'nl91abna0417164300', vat_number: 'nl 8551 84 219 b01' },
    });
    expect(settings.billing).not.toHaveProperty('country');
    expect(settings.billing).toMatchObject({ iban: 'NL91 ABNA 0417 1643 00', vat_number: 'NL855184219B01' });
    expect(toBillingForm(settings).billing.iban).toBe('NL91 ABNA 0417 1643 00');
  });

  test('branding: no colour is null, a colour is stored in lowercase', () => {
    expect(toBrandingForm({ primary_color: null }).primary_color).toBe('');
    expect(fromBrandingForm({ primary_color: '' })).toEqual({ primary_color: null });
    expect(fromBrandingForm({ primary_color: '#AABBCC' })).toEqual({ primary_color: '#aabbcc' });
  });

  test('checkout: an empty terms address is null and the note is trimmed', () => {
    const form = toCheckoutForm({});
    expect(form.checkout_fields.company).toBe('optional');
    expect(fromCheckoutForm({ ...form, terms_url: ' ', checkout_note: ' Hi ' })).toMatchObject({
      terms_url: null,
      checkout_note: 'Hi',
    });
  });

  test('checkout: an order expires after 24 hours unless the store chose otherwise', () => {
    expect(toCheckoutForm({}).order_expiry_hours).toBe('24');
    expect(toCheckoutForm({ order_expiry_hours: 48 }).order_expiry_hours).toBe('48');
    const form = { ...toCheckoutForm({}), order_expiry_hours: '72' };
    expect(fromCheckoutForm(form).order_expiry_hours).toBe(72);
  });

  test('checkout: payment reminders are off until switched on, and off saves as null', () => {
    expect(toCheckoutForm({})).toMatchObject({ abandoned_reminder_on: false, abandoned_reminder_hours: '4' });
    const on = { ...toCheckoutForm({}), abandoned_reminder_on: true, abandoned_reminder_hours: '6' };
    expect(fromCheckoutForm(on).abandoned_reminder_hours).toBe(6);
    expect(fromCheckoutForm({ ...on, abandoned_reminder_on: false }).abandoned_reminder_hours).toBeNull();
    expect(toCheckoutForm({ abandoned_reminder_hours: 12 })).toMatchObject({
      abandoned_reminder_on: true,
      abandoned_reminder_hours: '12',
    });
  });

  test('emails: an empty reply-to is null', () => {
    expect(fromEmailsForm({ ...toEmailsForm({}), email_reply_to: '' }).email_reply_to).toBeNull();
    expect(toEmailsForm({ email_reply_to: 'a@example.com' }).email_reply_to).toBe('a@example.com');
  });

  test('notifications: addresses one per line, events as a list however the browser sends them', () => {
    const form = toNotificationsForm({ notification_emails: ['a@example.com', 'b@example.com'] });
    expect(form.notification_emails).toBe('a@example.com\nb@example.com');
    expect(fromNotificationsForm(form).notification_emails).toEqual(['a@example.com', 'b@example.com']);
    expect(
      fromNotificationsForm({ notification_emails: '', notification_events: 'order_paid' as never })
        .notification_events,
    ).toEqual(['order_paid']);
    expect(
      fromNotificationsForm({ notification_emails: '', notification_events: false as never })
        .notification_events,
    ).toEqual([]);
  });
});
