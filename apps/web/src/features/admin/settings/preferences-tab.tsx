import { useTranslation } from 'react-i18next';
import {
  LOCALES,
  PER_PAGE_CHOICES,
  updateAccountRequest,
  type Account,
  type Locale,
  type UpdateAccountRequest,
} from '@platform/contract';
import { Card } from '@/components/card';
import { useSaveSubmit } from '@/components/form-submit';
import { FormWithSaveBar } from '@/components/form-with-save-bar';
import { SelectField } from '@/components/select-field';
import { useAccount } from '@/lib/account/get-account';
import { useUpdateAccount } from '@/lib/account/update-account';
import type { FormContract } from '@/lib/forms/contract-resolver';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { changeLocale } from '@/lib/i18n';
import { SettingsPage } from '@/components/settings-page';

interface PreferencesForm {
  locale: Locale;
  per_page: string;
}

const FIELDS = ['locale', 'per_page'] as const;

const toForm = (account: Account): PreferencesForm => ({
  locale: account.preferences.locale,
  per_page: String(account.preferences.per_page),
});

const toRequest = (values: PreferencesForm): UpdateAccountRequest => ({
  preferences: { locale: values.locale, per_page: Number(values.per_page) as 20 | 50 | 100 },
});

const preferencesForm: FormContract<PreferencesForm> = {
  fields: FIELDS,
  prefix: 'preferences.',
  read: (values) => ({ requests: [{ schema: updateAccountRequest, body: toRequest(values) }] }),
};

/**
 * The merchant's own display choices, the same in every store: the interface language (the header's
 * language switch changes the same preference) and how many rows a list shows.
 */
function PreferencesEditor({ account }: { account: Account }) {
  const { t } = useTranslation();
  const update = useUpdateAccount();
  const form = useContractForm(preferencesForm, { defaultValues: toForm(account) });
  const { register, formState } = form;
  const onSubmit = useSaveSubmit(
    form,
    async (values) => {
      const saved = await update.mutateAsync(toRequest(values));
      await changeLocale(saved.preferences.locale);
      return toForm(saved);
    },
    'settings.saved',
  );

  return (
    <FormWithSaveBar id="settings-preferences" form={form} onSubmit={onSubmit}>
      <Card title={t('settings.preferences.title')} description={t('settings.preferences.description')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label={t('settings.preferences.language')}
            options={LOCALES.map((code) => ({ value: code, label: t(`language.${code}`) }))}
            error={formState.errors.locale?.message}
            {...register('locale')}
          />
          <SelectField
            label={t('settings.preferences.perPage')}
            options={PER_PAGE_CHOICES.map((count) => ({
              value: String(count),
              label: t('settings.preferences.rows', { count }),
            }))}
            error={formState.errors.per_page?.message}
            {...register('per_page')}
          />
        </div>
        <p className="mt-4 text-sm text-zinc-500">{t('settings.preferences.hint')}</p>
      </Card>
    </FormWithSaveBar>
  );
}

export function PreferencesTab() {
  const account = useAccount();
  return (
    <SettingsPage queries={[account]}>
      {/* The header's language switch changes the preference too; the form then starts afresh. */}
      {account.data ? (
        <PreferencesEditor key={account.data.preferences.locale} account={account.data} />
      ) : null}
    </SettingsPage>
  );
}
