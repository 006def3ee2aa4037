import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { saveSettingsRequest, type SettingsValues, type Store } from '@platform/contract';
import { Card } from '@/components/card';
import { TextField } from '@/components/text-field';
import { TextareaField } from '@/components/textarea-field';
import { notify } from '@/components/toasts';
import { currentLocale } from '@/lib/i18n';
import { schemaResolver } from '@/lib/schema-resolver';
import { useSettings } from '@/lib/api/settings/get-settings';
import { useStore } from '@/lib/api/stores/get-store';
import { useSaveSettings } from './api/save-settings';
import { MailPreviewCard } from './mail-preview-card';
import { reportFormError } from '@/components/report-form-error';
import { fromEmailsForm, toEmailsForm, type EmailsForm } from './settings-form-values';
import { SettingsForm } from './settings-form';
import { SettingsPage } from './settings-page';
import { TestEmailButton } from './test-email-button';
import { useStoreId } from './use-store-id';

const FIELDS = ['email_sender_name', 'email_reply_to', 'email_footer'] as const;

/** How the shop's e-mails present themselves: sender, reply address and footer, previewed live. */
function EmailsEditor({ store, settings }: { store: Store; settings: SettingsValues }) {
  const { t } = useTranslation();
  const save = useSaveSettings(store.id);
  const form = useForm<EmailsForm>({
    defaultValues: toEmailsForm(settings),
    resolver: schemaResolver<EmailsForm>(
      FIELDS,
      (values) => [
        {
          schema: saveSettingsRequest,
          body: { store_id: store.id, settings: fromEmailsForm(values) },
          prefix: 'settings.',
        },
      ],
      currentLocale,
    ),
  });
  const { register, handleSubmit, reset, setError, watch, formState } = form;
  const values = watch();

  const onSubmit = handleSubmit(async (submitted) => {
    try {
      reset(toEmailsForm(await save.mutateAsync(fromEmailsForm(submitted))));
      notify.success(t('settings.saved'));
    } catch (error) {
      reportFormError(error, setError, FIELDS, t, 'settings.');
    }
  });

  return (
    <SettingsForm id="settings-emails" form={form} onSubmit={onSubmit}>
      <Card title={t('settings.emails.senderTitle')} description={t('settings.emails.senderDescription')}>
        <div className="space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={t('settings.emails.senderName')}
              placeholder={store.name}
              hint={t('settings.emails.senderNameHint')}
              error={formState.errors.email_sender_name?.message}
              {...register('email_sender_name')}
            />
            <TextField
              label={t('settings.emails.replyTo')}
              type="email"
              placeholder="info@example.com"
              hint={t('settings.emails.replyToHint')}
              error={formState.errors.email_reply_to?.message}
              {...register('email_reply_to')}
            />
          </div>
          <TextareaField
            label={t('settings.emails.footer')}
            rows={3}
            hint={t('settings.emails.footerHint')}
            error={formState.errors.email_footer?.message}
            {...register('email_footer')}
          />
          <div className="border-t border-zinc-100 pt-5">
            <TestEmailButton storeId={store.id} unsaved={formState.isDirty} />
          </div>
        </div>
      </Card>
      <MailPreviewCard
        storeName={store.name}
        senderName={values.email_sender_name}
        replyTo={values.email_reply_to}
        footer={values.email_footer}
        testMode={store.test_mode.value}
      />
    </SettingsForm>
  );
}

export function EmailsTab() {
  const storeId = useStoreId();
  const store = useStore(storeId);
  const settings = useSettings(storeId, ['email_sender_name', 'email_reply_to', 'email_footer']);
  return (
    <SettingsPage queries={[store, settings]}>
      {store.data && settings.data ? <EmailsEditor store={store.data} settings={settings.data} /> : null}
    </SettingsPage>
  );
}
