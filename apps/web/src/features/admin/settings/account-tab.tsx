import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { updateAccountRequest, type Account } from '@platform/contract';
import { Card } from '@/components/card';
import { TextField } from '@/components/text-field';
import { notify } from '@/components/toasts';
import { useAccount } from '@/lib/account/get-account';
import { useUpdateAccount } from '@/lib/account/update-account';
import { currentLocale } from '@/lib/i18n';
import { schemaResolver } from '@/lib/schema-resolver';
import { DeleteAccountCard } from './delete-account-card';
import { PasswordCard } from './password-card';
import { reportSettingsError } from './report-settings-error';
import { SettingsForm } from './settings-form';
import { SettingsPage } from './settings-page';

interface ProfileForm {
  name: string;
  email: string;
}

const FIELDS = ['name', 'email'] as const;

/** The merchant's name and sign-in address, the same in every store they run. */
function ProfileEditor({ account }: { account: Account }) {
  const { t } = useTranslation();
  const update = useUpdateAccount();
  const form = useForm<ProfileForm>({
    defaultValues: { name: account.name, email: account.email },
    resolver: schemaResolver<ProfileForm>(
      FIELDS,
      (values) => [{ schema: updateAccountRequest, body: { name: values.name, email: values.email.trim() } }],
      currentLocale,
    ),
  });
  const { register, handleSubmit, reset, setError, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync({ name: values.name.trim(), email: values.email.trim() });
      reset({ name: saved.name, email: saved.email });
      notify.success(t('settings.saved'));
    } catch (error) {
      reportSettingsError(error, setError, FIELDS, t);
    }
  });

  return (
    <SettingsForm id="settings-account" form={form} onSubmit={onSubmit}>
      <Card title={t('settings.account.profileTitle')} description={t('settings.account.profileDescription')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('settings.account.name')}
            autoComplete="name"
            error={formState.errors.name?.message}
            {...register('name')}
          />
          <TextField
            label={t('settings.account.email')}
            type="email"
            autoComplete="email"
            error={formState.errors.email?.message}
            {...register('email')}
          />
        </div>
      </Card>
    </SettingsForm>
  );
}

export function AccountTab() {
  const account = useAccount();
  return (
    <SettingsPage queries={[account]}>
      {account.data ? (
        <>
          <ProfileEditor account={account.data} />
          <PasswordCard />
          <DeleteAccountCard />
        </>
      ) : null}
    </SettingsPage>
  );
}
