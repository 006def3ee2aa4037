import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreatedWebhookEndpoint, WebhookEndpoint } from '@platform/contract';
import { fakeAdminApi, type FakeRoutes } from '@/test/fake-admin-api';
import { descriptionOf } from '@/test/field-description';
import { bodiesSentTo } from '@/test/admin-fixtures';
import { openSettingsTab } from '@/test/settings-tabs';
import { WebhooksTab } from './webhooks-tab';

const endpoint: WebhookEndpoint = {
  id: 5,
  url: 'https://erp.example.com/hooks',
  events: ['order.paid'],
  secret_hint: 'whsec_…f5e4',
  created_at: '2026-01-01T00:00:00.000Z',
};

const CREATE = 'POST v1/admin/webhook-endpoint';

const webhookRoutes = (existing: WebhookEndpoint[], more: FakeRoutes = {}): FakeRoutes => ({
  'GET v1/admin/webhook-endpoint': () => ({ data: { data: existing } }),
  'GET v1/admin/webhook-endpoint/5/delivery': () => ({ data: { data: [] } }),
  ...more,
});

const openWebhooks = (locale: 'en' | 'de' = 'en') =>
  openSettingsTab(<WebhooksTab />, { tab: 'webhooks', locale });

/** Opens the dialog for a new endpoint, from the empty list's button. */
async function startNewEndpoint(add = 'Add endpoint', title = 'New webhook endpoint') {
  await userEvent.click(await screen.findByRole('button', { name: add }));
  return screen.findByRole('dialog', { name: title });
}

// The events' labels hold the event and a line on it, so a box is found by the event it starts with.
const eventBox = (dialog: HTMLElement, event: string) =>
  within(dialog).getByRole('checkbox', { name: (name) => name.startsWith(event) });

afterEach(cleanup);

// Whole tabs render in a simulated document: slower than a unit, so more time.
describe('the webhook endpoint dialog', () => {
  it('refuses an address that is not http(s) and an endpoint for no event, beside their fields, and sends nothing', async () => {
    const calls = fakeAdminApi(webhookRoutes([]));
    await openWebhooks('de');
    const dialog = await startNewEndpoint('Endpoint hinzufügen', 'Neuer Webhook-Endpoint');
    const url = within(dialog).getByLabelText('URL des Endpoints');
    await userEvent.type(url, 'ftp://erp.example.com/hooks');
    await userEvent.click(eventBox(dialog, 'order.paid'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Endpoint hinzufügen' }));
    await within(dialog).findByText('Dieser Wert hat ein ungültiges Format.');
    await waitFor(() => expect(descriptionOf(url)).toBe('Dieser Wert hat ein ungültiges Format.'));
    expect(within(dialog).getByRole('alert').textContent).toBe('Muss mindestens 1 sein.');
    expect(bodiesSentTo(calls, CREATE)).toEqual([]);
  });

  it('adds an endpoint for the events ticked, shows the secret the server made once to copy, then only its hint', async () => {
    const created = {
      ...endpoint,
      events: ['order.created', 'order.paid'],
      secret: 'whsec_9f8e7d6c5b4a39281706f5e4',
    } satisfies CreatedWebhookEndpoint;
    const calls = fakeAdminApi(webhookRoutes([], { [CREATE]: () => ({ data: { data: created } }) }));
    await openWebhooks();
    const dialog = await startNewEndpoint();
    await userEvent.type(within(dialog).getByLabelText('Endpoint URL'), ' https://erp.example.com/hooks ');
    await userEvent.click(eventBox(dialog, 'order.created'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    const shown = await screen.findByRole('dialog', { name: 'Copy your signing secret' });
    expect(screen.queryByRole('dialog', { name: 'New webhook endpoint' })).toBeNull();
    expect(bodiesSentTo(calls, CREATE)).toEqual([
      { store_id: 7, url: 'https://erp.example.com/hooks', events: ['order.created', 'order.paid'] },
    ]);
    expect(within(shown).getByText(created.secret)).toBeTruthy();
    expect(shown.textContent).toContain('it will not be shown again');
    expect(within(shown).getByRole('button', { name: 'Copy' })).toBeTruthy();

    await userEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'https://erp.example.com/hooks' })).toBeTruthy();
    expect(screen.getByText('whsec_…f5e4')).toBeTruthy();
    expect(screen.queryByText(created.secret)).toBeNull();
  });

  it("keeps the dialog open with the server's refusal on the address, focused", async () => {
    const refusal =
      'This address points to a local or private network, which webhooks are never sent to. Use an address on the public internet; to receive them on your own computer, use a tunnel (such as ngrok or Cloudflare Tunnel) and enter its public https address.';
    fakeAdminApi(
      webhookRoutes([], {
        [CREATE]: () => ({ status: 422, data: { message: refusal, errors: { url: [refusal] } } }),
      }),
    );
    await openWebhooks();
    const dialog = await startNewEndpoint();
    const url = within(dialog).getByLabelText('Endpoint URL');
    await userEvent.type(url, 'http://192.168.1.10/hooks');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    await within(dialog).findByText(refusal);
    await waitFor(() => expect(descriptionOf(url)).toBe(refusal));
    expect(document.activeElement).toBe(url);
    expect(screen.getByRole('dialog', { name: 'New webhook endpoint' })).toBe(dialog);
  });
});

describe('a webhook endpoint card', () => {
  it('edits the endpoint from its address and events as saved, and sends the change', async () => {
    const saved = { ...endpoint, events: ['order.paid', 'order.refunded'] } satisfies WebhookEndpoint;
    const calls = fakeAdminApi(
      webhookRoutes([endpoint], { 'PUT v1/admin/webhook-endpoint/5': () => ({ data: { data: saved } }) }),
    );
    await openWebhooks();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit webhook endpoint' });
    expect(within(dialog).getByLabelText('Endpoint URL')).toHaveProperty('value', endpoint.url);
    expect(eventBox(dialog, 'order.paid')).toHaveProperty('checked', true);
    await userEvent.click(eventBox(dialog, 'order.refunded'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesSentTo(calls, 'PUT v1/admin/webhook-endpoint/5')).toEqual([
      { store_id: 7, url: endpoint.url, events: ['order.paid', 'order.refunded'] },
    ]);
    expect(screen.getByText('order.refunded')).toBeTruthy();
  });

  it('makes a new secret once asked, shows it once in the reader’s language, then its hint', async () => {
    const rotated = {
      ...endpoint,
      secret_hint: 'whsec_…Zz09',
      secret: 'whsec_newnewnewnewnewnewnewZz09',
    } satisfies CreatedWebhookEndpoint;
    const ROTATE = 'POST v1/admin/webhook-endpoint/5/rotate-secret';
    const calls = fakeAdminApi(webhookRoutes([endpoint], { [ROTATE]: () => ({ data: { data: rotated } }) }));
    await openWebhooks('de');
    expect(await screen.findByText('whsec_…f5e4')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Neues Geheimnis' }));
    const question = await screen.findByRole('dialog', { name: 'Ein neues Signaturgeheimnis erstellen?' });
    expect(bodiesSentTo(calls, ROTATE)).toEqual([]);
    await userEvent.click(within(question).getByRole('button', { name: 'Neues Geheimnis erstellen' }));

    const shown = await screen.findByRole('dialog', { name: 'Kopiere dein Signaturgeheimnis' });
    expect(bodiesSentTo(calls, ROTATE)).toEqual([{ store_id: 7 }]);
    expect(within(shown).getByText(rotated.secret)).toBeTruthy();
    expect(shown.textContent).toContain('danach nicht wieder');
    await userEvent.click(within(shown).getByRole('button', { name: 'Fertig' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('whsec_…Zz09')).toBeTruthy();
    expect(screen.queryByText(rotated.secret)).toBeNull();
  });

  it('deletes the endpoint once asked about it by its address, leaving the empty list', async () => {
    const calls = fakeAdminApi(
      webhookRoutes([endpoint], { 'DELETE v1/admin/webhook-endpoint/5': () => ({ status: 204, data: '' }) }),
    );
    await openWebhooks();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this endpoint?' });
    expect(dialog.textContent).toContain(
      'Nothing will be sent to https://erp.example.com/hooks any more, and its delivery log is deleted.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByRole('heading', { name: 'No webhooks yet' });
    expect(calls.filter((call) => call.route === 'DELETE v1/admin/webhook-endpoint/5')).toEqual([
      { route: 'DELETE v1/admin/webhook-endpoint/5', params: { store_id: 7 }, body: undefined },
    ]);
  });
});
