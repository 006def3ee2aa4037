import { useTranslation } from 'react-i18next';
import type { SettingsValues, Store } from '@platform/contract';
import { Card } from '@/components/card';
import { TextField } from '@/components/text-field';
import { TextareaField } from '@/components/textarea-field';
import { FormWithSaveBar } from '@/components/form-with-save-bar';
import { useSettings } from '@/lib/api/settings/get-settings';
import { useStore } from '@/lib/api/stores/get-store';
import { MailPreviewCard } from './mail-preview-card';
import { fromEmailsForm, toEmailsForm } from './settings-form-values';
import { SettingsPage } from '@/components/settings-page';
import { TestEmailButton } from './test-email-button';
import { useSettingsEditor } from './use-settings-editor';
import { useStoreId } from '@/lib/use-store-id';
import { useAccount } from '@/lib/account/get-account';

const FIELDS = ['email_sender_name', 'email_reply_to', 'email_footer'] as const;

/** How the shop's e-mails present themselves: sender, reply address and footer, previewed live. */
function EmailsEditor({ store, settings }: { store: Store; settings: SettingsValues }) {
  const { t } = useTranslation();
  const account = useAccount();
  // Where replies go while the field is empty: the store's first notification address, which is the
  // account's own unless the merchant named others (the server's store contact address).
  const replyFallback = settings.notification_emails?.[0] ?? account.data?.email;
  const { form, onSubmit } = useSettingsEditor(store.id, settings, {
    fields: FIELDS,
    toForm: toEmailsForm,
    fromForm: fromEmailsForm,
  });
  const { register, watch, formState } = form;
  const values = watch();

  return (
    <FormWithSaveBar id="settings-emails" form={form} onSubmit={onSubmit}>
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
              placeholder={replyFallback ?? 'info@example.com'}
              hint={
                replyFallback
                  ? t('settings.emails.replyToFallbackHint', { email: replyFallback })
                  : t('settings.emails.replyToHint')
              }
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
        storeId={store.id}
        senderName={values.email_sender_name}
        replyTo={values.email_reply_to}
        footer={values.email_footer}
      />
    </FormWithSaveBar>
  );
}

export function EmailsTab() {
  const storeId = useStoreId();
  const store = useStore(storeId);
  const settings = useSettings(storeId, [
    'email_sender_name',
    'email_reply_to',
    'email_footer',
    'notification_emails',
  ]);
  return (
    <SettingsPage queries={[store, settings]}>
      {store.data && settings.data ? <EmailsEditor store={store.data} settings={settings.data} /> : null}
    </SettingsPage>
  );
}
