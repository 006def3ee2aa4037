import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale, SettingsValues } from '@platform/contract';
import { fakeAdminApi, type FakeReply, type FakeRoutes } from '@/test/fake-admin-api';
import { descriptionOf } from '@/test/field-description';
import { bodiesSentTo, store } from '@/test/admin-fixtures';
import { account, openSettingsTab } from '@/test/settings-tabs';
import { BrandingTab } from './branding-tab';
import { CheckoutTab } from './checkout-tab';
import { EmailsTab } from './emails-tab';
import { NotificationsTab } from './notifications-tab';
import { PreferencesTab } from './preferences-tab';

const SAVE = 'POST v1/admin/settings';

/** A server holding `saved` as the store's settings, which answers a save with `save`. */
const settingsRoutes = (saved: SettingsValues, save: () => FakeReply = () => ({ data: { data: saved } })) =>
  ({
    'GET v1/admin/store/7': () => ({ data: { data: store } }),
    'GET v1/admin/account': () => ({ data: { data: account } }),
    'GET v1/admin/settings': () => ({ data: { data: saved } }),
    [SAVE]: save,
  }) satisfies FakeRoutes;

/** The server's refusal of a save, with its messages on the settings' paths. */
const refusal = (errors: Record<string, string[]>): FakeReply => ({
  status: 422,
  data: { message: 'The given data was invalid.', errors },
});

const open = (page: ReactElement, tab: string, locale: Locale = 'en') =>
  openSettingsTab(page, { tab, locale });

const clickSave = (label = 'Save') => userEvent.click(screen.getByRole('button', { name: label }));

/** Types over what a field holds. */
async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

afterEach(cleanup);

// Whole tabs render in a simulated document: slower than a unit, so more time.
describe('the branding tab', () => {
  const saved: SettingsValues = { primary_color: '#1a2b3c', store_logo: null };

  it("refuses a colour code that is not one, in the contract's words and the reader's language, and sends nothing", async () => {
    const calls = fakeAdminApi(settingsRoutes(saved));
    await open(<BrandingTab />, 'branding', 'de');
    const code = await screen.findByLabelText('Farbcode');
    await retype(code, '#12345');
    await clickSave('Speichern');
    await screen.findByText('Verwende eine Farbe wie #1a2b3c.');
    await waitFor(() => expect(descriptionOf(code)).toBe('Verwende eine Farbe wie #1a2b3c.'));
    expect(bodiesSentTo(calls, SAVE)).toEqual([]);
  });

  it('goes back to the default colour by sending none', async () => {
    const calls = fakeAdminApi(settingsRoutes(saved, () => ({ data: { data: { primary_color: null } } })));
    await open(<BrandingTab />, 'branding');
    await userEvent.click(await screen.findByRole('button', { name: 'Default colour' }));
    expect(screen.getByText("Your store uses the platform's default colour.")).toBeTruthy();
    await clickSave();
    await screen.findByText('Settings saved', {}, { timeout: 5000 });
    expect(bodiesSentTo(calls, SAVE)).toEqual([{ store_id: 7, settings: { primary_color: null } }]);
  });

  it("sends the colour typed in lower case, and places the server's refusal on it, focused", async () => {
    const calls = fakeAdminApi(
      settingsRoutes(saved, () => refusal({ 'settings.primary_color': ['Use a colour like #1a2b3c.'] })),
    );
    await open(<BrandingTab />, 'branding');
    const code = await screen.findByLabelText('Colour code');
    await retype(code, '#0F766E');
    await clickSave();
    await screen.findByText('Use a colour like #1a2b3c.');
    await waitFor(() => expect(descriptionOf(code)).toBe('Use a colour like #1a2b3c.'));
    expect(document.activeElement).toBe(code);
    expect(bodiesSentTo(calls, SAVE)).toEqual([{ store_id: 7, settings: { primary_color: '#0f766e' } }]);
  });
});

describe('the checkout tab', () => {
  const saved: SettingsValues = {
    checkout_fields: { company: 'optional', vat_number: 'optional', address: 'hidden' },
    terms_url: null,
    checkout_note: '',
    order_expiry_hours: 24,
    abandoned_reminder_hours: null,
  };

  it("refuses terms that are no web address and hours below one, in the contract's words and the reader's language, and sends nothing", async () => {
    const calls = fakeAdminApi(settingsRoutes(saved));
    await open(<CheckoutTab />, 'checkout', 'nl');
    const terms = await screen.findByLabelText('Webadres van je algemene voorwaarden');
    await userEvent.type(terms, 'voorwaarden.nl');
    const expiry = screen.getByLabelText('Uren tot een onbetaalde bestelling verloopt');
    await retype(expiry, '0');
    await userEvent.click(screen.getByRole('switch', { name: 'Betaalherinnering sturen' }));
    await userEvent.clear(screen.getByLabelText('Uren na de bestelling'));
    await clickSave('Opslaan');
    await screen.findByText('Deze waarde heeft een ongeldig formaat.');
    await waitFor(() => expect(descriptionOf(terms)).toBe('Deze waarde heeft een ongeldig formaat.'));
    await waitFor(() => expect(descriptionOf(expiry)).toBe('Moet minstens 1 zijn.'));
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('Uren na de bestelling'))).toBe('Moet minstens 1 zijn.'),
    );
    expect(bodiesSentTo(calls, SAVE)).toEqual([]);
  });

  it('sends what the checkout asks, the terms and a reminder, warning of a reminder after the order expires', async () => {
    const calls = fakeAdminApi(settingsRoutes(saved));
    await open(<CheckoutTab />, 'checkout');
    const vatNumber = await screen.findByRole('radiogroup', { name: 'VAT number' });
    await userEvent.click(within(vatNumber).getByRole('radio', { name: 'Required' }));
    const address = screen.getByRole('radiogroup', { name: 'Address' });
    await userEvent.click(within(address).getByRole('radio', { name: 'Optional' }));
    await userEvent.type(
      screen.getByLabelText('Web address of your terms and conditions'),
      'https://noor.nl/terms',
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Send a payment reminder' }));
    const hours = screen.getByLabelText('Hours after the order');
    await retype(hours, '30');
    expect(descriptionOf(hours)).toBe(
      'Orders expire after 24 hours: choose fewer hours, or no reminder will go out.',
    );
    await retype(hours, '6');
    await waitFor(() =>
      expect(descriptionOf(hours)).toBe('How long an order stays unpaid before its buyer is reminded.'),
    );
    await clickSave();
    await screen.findByText('Settings saved', {}, { timeout: 5000 });
    expect(bodiesSentTo(calls, SAVE)).toEqual([
      {
        store_id: 7,
        settings: {
          checkout_fields: { company: 'optional', vat_number: 'required', address: 'optional' },
          terms_url: 'https://noor.nl/terms',
          terms_text: '',
          privacy_url: null,
          privacy_text: '',
          checkout_note: '',
          order_expiry_hours: 24,
          abandoned_reminder_hours: 6,
        },
      },
    ]);
  });

  it("places the server's refusals on their fields and focuses the first", async () => {
    fakeAdminApi(
      settingsRoutes(saved, () =>
        refusal({
          'settings.order_expiry_hours': ['Must be at most 720.'],
          'settings.terms_url': ['This host name could not be found.'],
        }),
      ),
    );
    await open(<CheckoutTab />, 'checkout');
    const terms = await screen.findByLabelText('Web address of your terms and conditions');
    await userEvent.type(terms, 'https://noor.invalid/terms');
    await clickSave();
    await screen.findByText('This host name could not be found.');
    await waitFor(() => expect(descriptionOf(terms)).toBe('This host name could not be found.'));
    expect(descriptionOf(screen.getByLabelText('Hours until an unpaid order expires'))).toBe(
      'Must be at most 720.',
    );
    expect(document.activeElement).toBe(terms);
  });

  it("places the server's refusal of a detail's mode beside its group, focused on the mode chosen", async () => {
    const refused = 'Choose one of: hidden, optional, required.';
    fakeAdminApi(settingsRoutes(saved, () => refusal({ 'settings.checkout_fields.vat_number': [refused] })));
    await open(<CheckoutTab />, 'checkout');
    const vatNumber = await screen.findByRole('radiogroup', { name: 'VAT number' });
    const required = within(vatNumber).getByRole('radio', { name: 'Required' });
    await userEvent.click(required);
    await clickSave();
    expect(await within(vatNumber).findByText(refused)).toBeTruthy();
    await waitFor(() => expect(descriptionOf(vatNumber)).toContain(refused));
    expect(document.activeElement).toBe(required);
  });

  it("tells in a toast a refusal whose field is not on screen: the reminder's hours, with the reminder off", async () => {
    const refused = 'Must be at least 1.';
    fakeAdminApi(settingsRoutes(saved, () => refusal({ 'settings.abandoned_reminder_hours': [refused] })));
    await open(<CheckoutTab />, 'checkout');
    await retype(await screen.findByLabelText('Hours until an unpaid order expires'), '48');
    await clickSave();
    expect(await screen.findByText(refused, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByLabelText('Hours after the order')).toBeNull();
  });
});

describe('the e-mails tab', () => {
  const saved: SettingsValues = {
    email_sender_name: '',
    email_reply_to: null,
    email_footer: '',
    country: 'NL',
  };

  it("refuses a reply-to address that is none, in the contract's words and the reader's language, and sends nothing", async () => {
    const calls = fakeAdminApi(settingsRoutes(saved));
    await open(<EmailsTab />, 'emails', 'nl');
    const replyTo = await screen.findByLabelText('Antwoordadres');
    await userEvent.type(replyTo, 'info@');
    await clickSave('Opslaan');
    await screen.findByText('Vul een geldig e-mailadres in.');
    await waitFor(() => expect(descriptionOf(replyTo)).toBe('Vul een geldig e-mailadres in.'));
    expect(bodiesSentTo(calls, SAVE)).toEqual([]);
  });

  it('sends the sender, reply-to and footer, and only once saved sends a test e-mail', async () => {
    const mine = {
      email_sender_name: 'Atelier Noor',
      email_reply_to: 'info@noor.nl',
      email_footer: 'Kade 1',
    };
    const calls = fakeAdminApi({
      ...settingsRoutes(saved, () => ({ data: { data: { ...saved, ...mine } } })),
      'POST v1/admin/settings/test-email': () => ({ status: 202, data: '' }),
    });
    await open(<EmailsTab />, 'emails');
    await userEvent.type(await screen.findByLabelText('Sender name'), ' Atelier Noor ');
    await userEvent.type(screen.getByLabelText('Reply-to address'), 'info@noor.nl');
    await userEvent.type(screen.getByLabelText('Footer'), 'Kade 1');
    const sendTest = screen.getByRole('button', { name: 'Send test e-mail' });
    expect(sendTest).toHaveProperty('disabled', true);
    await clickSave();
    await screen.findByText('Settings saved', {}, { timeout: 5000 });
    expect(bodiesSentTo(calls, SAVE)).toEqual([{ store_id: 7, settings: mine }]);

    await userEvent.click(sendTest);
    await screen.findByText('Test e-mail sent to your address');
    expect(bodiesSentTo(calls, 'POST v1/admin/settings/test-email')).toEqual([{ store_id: 7 }]);
  });

  it("says where replies go while the reply-to address is empty: the account's own, or the first notification address", async () => {
    fakeAdminApi(settingsRoutes(saved));
    await open(<EmailsTab />, 'emails', 'nl');
    const replyTo = await screen.findByLabelText('Antwoordadres');
    await waitFor(() =>
      expect(descriptionOf(replyTo)).toBe(
        `Waar antwoorden van klanten heen gaan. Leeg gelaten gaan ze naar ${account.email}.`,
      ),
    );
    expect(replyTo).toHaveProperty('placeholder', account.email);
    cleanup();

    fakeAdminApi(settingsRoutes({ ...saved, notification_emails: ['orders@noor.nl'] }));
    await open(<EmailsTab />, 'emails', 'de');
    const antwort = await screen.findByLabelText('Antwortadresse');
    await waitFor(() =>
      expect(descriptionOf(antwort)).toBe(
        'Wohin Antworten von Kunden gehen. Leer gelassen gehen sie an orders@noor.nl.',
      ),
    );
  });

  it("places the server's refusal on the reply-to address, focused", async () => {
    const unknown = 'This host name could not be found.';
    fakeAdminApi(settingsRoutes(saved, () => refusal({ 'settings.email_reply_to': [unknown] })));
    await open(<EmailsTab />, 'emails');
    const replyTo = await screen.findByLabelText('Reply-to address');
    await userEvent.type(replyTo, 'info@noor.invalid');
    await clickSave();
    await screen.findByText(unknown);
    await waitFor(() => expect(descriptionOf(replyTo)).toBe(unknown));
    expect(document.activeElement).toBe(replyTo);
  });
});

describe('the notifications tab', () => {
  const saved: SettingsValues = {
    notification_emails: [],
    notification_events: ['order_paid', 'order_refunded'],
  };

  it("refuses an address that is none, named among the others, in the reader's language, and sends nothing", async () => {
    const calls = fakeAdminApi(settingsRoutes(saved));
    await open(<NotificationsTab />, 'notifications', 'nl');
    const addresses = await screen.findByLabelText('E-mailadressen');
    await userEvent.type(addresses, 'noor@example.com{Enter}boekhouding@');
    await clickSave('Opslaan');
    await screen.findByText('boekhouding@: Vul een geldig e-mailadres in.');
    await waitFor(() =>
      expect(descriptionOf(addresses)).toBe('boekhouding@: Vul een geldig e-mailadres in.'),
    );
    expect(bodiesSentTo(calls, SAVE)).toEqual([]);
  });

  it("sends the addresses one by one and the one event left ticked, with the owner's address as the fallback shown", async () => {
    const calls = fakeAdminApi(settingsRoutes(saved));
    await open(<NotificationsTab />, 'notifications');
    const addresses = await screen.findByLabelText('E-mail addresses');
    expect(descriptionOf(addresses)).toBe(
      'One address per line, at most 10. Leave empty for noor@example.com.',
    );
    await userEvent.type(addresses, 'noor@example.com, shop@noor.nl{Enter}');
    await userEvent.click(screen.getByRole('checkbox', { name: /^Order refunded/ }));
    await clickSave();
    await screen.findByText('Settings saved', {}, { timeout: 5000 });
    expect(bodiesSentTo(calls, SAVE)).toEqual([
      {
        store_id: 7,
        settings: {
          notification_emails: ['noor@example.com', 'shop@noor.nl'],
          notification_events: ['order_paid'],
        },
      },
    ]);
  });

  it("places the server's refusal of one address on the addresses, focused", async () => {
    const refused = 'Enter a valid e-mail address.';
    fakeAdminApi(settingsRoutes(saved, () => refusal({ 'settings.notification_emails.1': [refused] })));
    await open(<NotificationsTab />, 'notifications');
    const addresses = await screen.findByLabelText('E-mail addresses');
    await userEvent.type(addresses, 'noor@example.com{Enter}shop@noor.nl');
    await clickSave();
    await screen.findByText(refused);
    await waitFor(() => expect(descriptionOf(addresses)).toBe(refused));
    expect(document.activeElement).toBe(addresses);
  });

  it("places the server's refusal of the events beside them, read out with them", async () => {
    const refused = 'Choose one of: order_paid, order_refunded, order_cancelled.';
    fakeAdminApi(settingsRoutes(saved, () => refusal({ 'settings.notification_events.1': [refused] })));
    await open(<NotificationsTab />, 'notifications');
    const events = await screen.findByRole('group', { name: 'When' });
    await userEvent.click(within(events).getByRole('checkbox', { name: /^Order cancelled/ }));
    await clickSave();
    await within(events).findByText(refused);
    await waitFor(() => expect(descriptionOf(events)).toBe(refused));
  });
});

describe('the preferences tab', () => {
  it('sends the language and rows chosen, then shows the admin in that language', async () => {
    const calls = fakeAdminApi({
      'GET v1/admin/account': () => ({ data: { data: account } }),
      'PUT v1/admin/account': () => ({
        data: { data: { ...account, preferences: { locale: 'nl', per_page: 50 } } },
      }),
    });
    await open(<PreferencesTab />, 'preferences');
    await userEvent.selectOptions(await screen.findByLabelText('Admin language'), 'Nederlands');
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '50 rows');
    await clickSave();
    await screen.findByText('Instellingen opgeslagen', {}, { timeout: 5000 });
    expect(bodiesSentTo(calls, 'PUT v1/admin/account')).toEqual([
      { preferences: { locale: 'nl', per_page: 50 } },
    ]);
    expect(screen.getByRole('heading', { name: 'Weergave' })).toBeTruthy();
    expect(screen.getByLabelText('Rijen per pagina')).toHaveProperty('value', '50');
  });

  it("places the server's refusal of the rows beside them, focused", async () => {
    const refused = 'Choose one of: 20, 50, 100.';
    fakeAdminApi({
      'GET v1/admin/account': () => ({ data: { data: account } }),
      'PUT v1/admin/account': () => refusal({ 'preferences.per_page': [refused] }),
    });
    await open(<PreferencesTab />, 'preferences');
    const rows = await screen.findByLabelText('Rows per page');
    await userEvent.selectOptions(rows, '50 rows');
    await clickSave();
    await screen.findByText(refused);
    await waitFor(() => expect(descriptionOf(rows)).toBe(refused));
    expect(document.activeElement).toBe(rows);
  });
});
