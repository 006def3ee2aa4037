import { useTranslation } from 'react-i18next';
import { updateAccountRequest, type Account, type UpdateAccountRequest } from '@platform/contract';
import { Card } from '@/components/card';
import { TextField } from '@/components/text-field';
import { useSaveSubmit } from '@/components/form-submit';
import { FormWithSaveBar } from '@/components/form-with-save-bar';
import { useAccount } from '@/lib/account/get-account';
import { useUpdateAccount } from '@/lib/account/update-account';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { DeleteAccountCard } from './delete-account-card';
import { PasswordCard } from './password-card';
import { SettingsPage } from '@/components/settings-page';

interface ProfileForm {
  name: string;
  email: string;
  current_password: string;
}

const FIELDS = ['name', 'email', 'current_password'] as const;

/** The request the form becomes: the current password goes along only with a new address, which needs it. */
function toRequest(values: ProfileForm, emailChanged: boolean): UpdateAccountRequest {
  const body = { name: values.name.trim(), email: values.email.trim() };
  return emailChanged ? { ...body, current_password: values.current_password } : body;
}

/** The merchant's name and sign-in address, the same in every store they run. */
function ProfileEditor({ account }: { account: Account }) {
  const { t } = useTranslation();
  const update = useUpdateAccount();
  const isNewEmail = (email: string) => email.trim().toLowerCase() !== account.email;
  const form = useContractForm<ProfileForm>(
    {
      fields: FIELDS,
      read: (values) => ({
        requests: [{ schema: updateAccountRequest, body: toRequest(values, isNewEmail(values.email)) }],
      }),
    },
    { defaultValues: { name: account.name, email: account.email, current_password: '' } },
  );
  const { register, formState, watch } = form;
  const emailChanged = isNewEmail(watch('email'));

  const onSubmit = useSaveSubmit(
    form,
    async (values) => {
      const saved = await update.mutateAsync(toRequest(values, isNewEmail(values.email)));
      return { name: saved.name, email: saved.email, current_password: '' };
    },
    'settings.saved',
  );

  return (
    <FormWithSaveBar id="settings-account" form={form} onSubmit={onSubmit}>
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
          {emailChanged ? (
            <TextField
              label={t('settings.account.emailPassword')}
              type="password"
              autoComplete="current-password"
              hint={t('settings.account.emailPasswordHint')}
              error={formState.errors.current_password?.message}
              {...register('current_password')}
            />
          ) : null}
        </div>
      </Card>
    </FormWithSaveBar>
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
