import { useTranslation } from 'react-i18next';
import type { SettingsValues } from '@platform/contract';
import { Card } from '@/components/card';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { FormWithSaveBar } from '@/components/form-with-save-bar';
import { useSettings } from '@/lib/api/settings/get-settings';
import { useCountryOptions } from '@/lib/countries';
import { formatIban, fromBillingForm, toBillingForm } from './settings-form-values';
import { SettingsPage } from './settings-page';
import { useSettingsEditor } from './use-settings-editor';
import { useStoreId } from './use-store-id';

const FIELDS = [
  'billing.legal_name',
  'billing.address',
  'billing.postal_code',
  'billing.city',
  'billing.country',
  'billing.vat_number',
  'billing.coc_number',
  'billing.iban',
] as const;

/** The business details printed on order confirmations: who sells, where, and where to pay. */
function BillingEditor({ storeId, settings }: { storeId: number; settings: SettingsValues }) {
  const { t } = useTranslation();
  // The tab waits for the names, so they are here.
  const countries = useCountryOptions();
  const { form, onSubmit } = useSettingsEditor(storeId, settings, {
    fields: FIELDS,
    toForm: toBillingForm,
    fromForm: fromBillingForm,
  });
  const { register, setValue, formState } = form;
  const errors = formState.errors.billing;

  const iban = register('billing.iban');
  return (
    <FormWithSaveBar id="settings-billing" form={form} onSubmit={onSubmit}>
      <Card
        title={t('settings.billing.businessTitle')}
        description={t('settings.billing.businessDescription')}
      >
        <div className="grid gap-5 sm:grid-cols-6">
          <TextField
            className="sm:col-span-6"
            label={t('settings.billing.legalName')}
            autoComplete="organization"
            error={errors?.legal_name?.message}
            {...register('billing.legal_name')}
          />
          <TextField
            className="sm:col-span-6"
            label={t('settings.billing.address')}
            autoComplete="street-address"
            error={errors?.address?.message}
            {...register('billing.address')}
          />
          <TextField
            className="sm:col-span-2"
            label={t('settings.billing.postalCode')}
            autoComplete="postal-code"
            error={errors?.postal_code?.message}
            {...register('billing.postal_code')}
          />
          <TextField
            className="sm:col-span-4"
            label={t('settings.billing.city')}
            autoComplete="address-level2"
            error={errors?.city?.message}
            {...register('billing.city')}
          />
          <SelectField
            className="sm:col-span-6"
            label={t('settings.billing.country')}
            options={[{ value: '', label: t('settings.billing.noCountry') }, ...(countries.data ?? [])]}
            error={errors?.country?.message}
            {...register('billing.country')}
          />
        </div>
      </Card>
      <Card
        title={t('settings.billing.registrationTitle')}
        description={t('settings.billing.registrationDescription')}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('settings.billing.vatNumber')}
            placeholder="NL123456789B01"
            autoCapitalize="characters"
            spellCheck={false}
            error={errors?.vat_number?.message}
            {...register('billing.vat_number')}
          />
          <TextField
            label={t('settings.billing.cocNumber')}
            inputMode="numeric"
            error={errors?.coc_number?.message}
            {...register('billing.coc_number')}
          />
          <TextField
            className="sm:col-span-2"
            label={t('settings.billing.iban')}
            placeholder="NL91 ABNA 0417 1643 00"
            autoCapitalize="characters"
            spellCheck={false}
            hint={t('settings.billing.ibanHint')}
            error={errors?.iban?.message}
            {...iban}
            onBlur={(event) => {
              // Grouped by four it is easy to check against a bank statement.
              setValue('billing.iban', formatIban(event.target.value), { shouldDirty: true });
              return iban.onBlur(event);
            }}
          />
        </div>
      </Card>
    </FormWithSaveBar>
  );
}

export function BillingTab() {
  const storeId = useStoreId();
  const settings = useSettings(storeId, ['billing']);
  const countries = useCountryOptions();
  return (
    <SettingsPage queries={[settings, countries]}>
      {settings.data ? <BillingEditor storeId={storeId} settings={settings.data} /> : null}
    </SettingsPage>
  );
}
