import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createWebhookEndpointRequest,
  WEBHOOK_EVENTS,
  type CreateWebhookEndpointRequest,
  type WebhookEndpoint,
  type WebhookEvent,
} from '@platform/contract';
import { FormDialog } from '@/components/form-dialog';
import { useFormSubmit } from '@/components/form-submit';
import { TextField } from '@/components/text-field';
import { notify } from '@/components/toasts';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useCreateWebhookEndpoint, useUpdateWebhookEndpoint } from './api/webhooks';

interface NewEndpoint {
  url: string;
  events: WebhookEvent[];
}

/**
 * A new endpoint (where to post, and which events; the server makes its secret, handed to `onCreated`
 * to show once), or with `endpoint` the same form to change one: its secret stays.
 */
export function CreateWebhookDialog({
  storeId,
  open,
  onClose,
  onCreated,
  endpoint,
}: {
  storeId: number;
  open: boolean;
  onClose: () => void;
  onCreated?: (secret: string) => void;
  endpoint?: WebhookEndpoint;
}) {
  const { t } = useTranslation();
  const create = useCreateWebhookEndpoint(storeId);
  const update = useUpdateWebhookEndpoint(storeId, endpoint?.id ?? 0);
  const form = useContractForm<NewEndpoint, CreateWebhookEndpointRequest>(
    {
      fields: ['url', 'events'],
      submitsRequest: true,
      read: (values) => ({
        requests: [
          {
            schema: createWebhookEndpointRequest,
            body: { store_id: storeId, url: values.url.trim(), events: values.events },
          },
        ],
      }),
    },
    {
      defaultValues: endpoint
        ? { url: endpoint.url, events: endpoint.events }
        : { url: '', events: ['order.paid'] },
    },
  );
  const onSubmit = useFormSubmit(form, async (request) => {
    if (endpoint) {
      const saved = await update.mutateAsync(request);
      form.reset({ url: saved.url, events: saved.events });
    } else {
      const created = await create.mutateAsync(request);
      form.reset();
      onCreated?.(created.secret);
    }
    notify.success(t(endpoint ? 'settings.webhooks.saved' : 'settings.webhooks.created'));
    onClose();
  });
  const eventsError = form.formState.errors.events?.message;
  const eventsErrorId = useId();

  return (
    <FormDialog
      id={endpoint ? `edit-webhook-${endpoint.id}` : 'create-webhook'}
      form={form}
      onSubmit={onSubmit}
      open={open}
      onClose={onClose}
      title={t(endpoint ? 'settings.webhooks.editTitle' : 'settings.webhooks.newTitle')}
      description={t(endpoint ? 'settings.webhooks.editDescription' : 'settings.webhooks.newDescription')}
      submitLabel={t(endpoint ? 'common.save' : 'settings.webhooks.create')}
    >
      <TextField
        label={t('settings.webhooks.url')}
        type="url"
        autoFocus
        placeholder="https://example.com/webhooks"
        error={form.formState.errors.url?.message}
        {...form.register('url')}
      />
      <fieldset aria-describedby={eventsError ? eventsErrorId : undefined}>
        <legend className="text-sm font-medium text-zinc-900">{t('settings.webhooks.events')}</legend>
        <div className="mt-2 space-y-2">
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="flex cursor-pointer items-start gap-3">
              <input
                type="checkbox"
                value={event}
                className="mt-0.5 size-4 shrink-0 rounded border-zinc-300 accent-primary"
                {...form.register('events')}
              />
              <span>
                <span className="block font-mono text-sm text-zinc-900">{event}</span>
                <span className="block text-sm text-zinc-500">
                  {t(`settings.webhooks.eventHelp.${event.replace('.', '_')}`)}
                </span>
              </span>
            </label>
          ))}
        </div>
        {eventsError ? (
          <p id={eventsErrorId} role="alert" className="mt-2 text-sm text-red-600">
            {eventsError}
          </p>
        ) : null}
      </fieldset>
    </FormDialog>
  );
}
