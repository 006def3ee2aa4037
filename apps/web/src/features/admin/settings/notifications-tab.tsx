import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_EVENTS, type SettingsValues } from '@platform/contract';
import { Card } from '@/components/card';
import { TextareaField } from '@/components/textarea-field';
import { FormWithSaveBar } from '@/components/form-with-save-bar';
import { useAccount } from '@/lib/account/get-account';
import { useSettings } from '@/lib/api/settings/get-settings';
import { fromNotificationsForm, toNotificationsForm } from './settings-form-values';
import { SettingsPage } from '@/components/settings-page';
import { useSettingsEditor } from './use-settings-editor';
import { useStoreId } from '@/lib/use-store-id';

const FIELDS = ['notification_emails', 'notification_events'] as const;

/** Who hears of the store's orders, and of which events. */
function NotificationsEditor({
  storeId,
  settings,
  ownerEmail,
}: {
  storeId: number;
  settings: SettingsValues;
  ownerEmail: string;
}) {
  const { t } = useTranslation();
  const { form, onSubmit } = useSettingsEditor(storeId, settings, {
    fields: FIELDS,
    toForm: toNotificationsForm,
    fromForm: fromNotificationsForm,
  });
  const { register, formState } = form;
  const eventsError = formState.errors.notification_events?.message;
  const eventsErrorId = useId();

  return (
    <FormWithSaveBar id="settings-notifications" form={form} onSubmit={onSubmit}>
      <Card
        title={t('settings.notifications.recipientsTitle')}
        description={t('settings.notifications.recipientsDescription')}
      >
        <TextareaField
          label={t('settings.notifications.addresses')}
          rows={3}
          placeholder={ownerEmail}
          spellCheck={false}
          autoCapitalize="none"
          hint={t('settings.notifications.addressesHint', { email: ownerEmail })}
          error={formState.errors.notification_emails?.message}
          {...register('notification_emails')}
        />
      </Card>
      <Card
        title={t('settings.notifications.eventsTitle')}
        description={t('settings.notifications.eventsDescription')}
      >
        <fieldset aria-describedby={eventsError ? eventsErrorId : undefined}>
          <legend className="sr-only">{t('settings.notifications.eventsTitle')}</legend>
          <div className="divide-y divide-zinc-100">
            {NOTIFICATION_EVENTS.map((event) => (
              <label key={event} className="flex cursor-pointer items-start gap-3 py-3 first:pt-0 last:pb-0">
                <input
                  type="checkbox"
                  value={event}
                  className="mt-0.5 size-4 shrink-0 rounded border-zinc-300 accent-primary"
                  {...register('notification_events')}
                />
                <span>
                  <span className="block text-sm font-medium text-zinc-900">
                    {t(`settings.notifications.events.${event}.label`)}
                  </span>
                  <span className="block text-sm text-zinc-500">
                    {t(`settings.notifications.events.${event}.description`)}
                  </span>
                </span>
              </label>
            ))}
          </div>
          {eventsError ? (
            <p id={eventsErrorId} className="mt-2 text-sm text-red-600">
              {eventsError}
            </p>
          ) : null}
        </fieldset>
      </Card>
    </FormWithSaveBar>
  );
}

export function NotificationsTab() {
  const storeId = useStoreId();
  const settings = useSettings(storeId, ['notification_emails', 'notification_events']);
  const account = useAccount();
  return (
    <SettingsPage queries={[settings, account]}>
      {settings.data && account.data ? (
        <NotificationsEditor storeId={storeId} settings={settings.data} ownerEmail={account.data.email} />
      ) : null}
    </SettingsPage>
  );
}
