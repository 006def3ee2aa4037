import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  missingSellerDetails,
  SELLER_FIELDS,
  type SellerField,
  type SettingName,
  type SettingsValues,
} from '@platform/contract';
import { Card } from '@/components/card';
import { TextField } from '@/components/text-field';
import { FormWithSaveBar } from '@/components/form-with-save-bar';
import { useSettings } from '@/lib/api/settings/get-settings';
import { useCountryOptions } from '@/lib/countries';
import { Notice } from '@/components/notice';
import { registrationKeys, useSellerFieldLabel } from './seller-fields';
import { formatIban, fromBillingForm, toBillingForm } from './settings-form-values';
import { SettingsPage } from '@/components/settings-page';
import { useSettingsEditor } from './use-settings-editor';
import { useStoreId } from '@/lib/use-store-id';

const FIELDS = [
  'billing.legal_name',
  'billing.address',
  'billing.postal_code',
  'billing.city',
  'billing.vat_number',
  'billing.coc_number',
  'billing.iban',
] as const;

const NAMES: SettingName[] = ['billing', 'country', 'test_mode'];

const isSellerField = (name: string | null): name is SellerField =>
  (SELLER_FIELDS as readonly (string | null)[]).includes(name);

/**
 * The business details printed on order confirmations and invoices: who sells, where, and where to pay.
 * What an invoice needs (decision 051) is asked as the server asks it, with the same function: each
 * field still empty says it is needed, the registration is named and explained as the seller's country
 * has it, and a notice lists what is missing. Opened at `?field=`, that field has the focus. The
 * country is the store's, shown here and changed on the store tab only (decision 078).
 */
function BillingEditor({ storeId, settings }: { storeId: number; settings: SettingsValues }) {
  const { t, i18n } = useTranslation();
  const label = useSellerFieldLabel();
  const [params] = useSearchParams();
  // The tab waits for the names, so they are here.
  const countries = useCountryOptions();
  const { form, onSubmit } = useSettingsEditor(storeId, settings, {
    fields: FIELDS,
    toForm: toBillingForm,
    fromForm: fromBillingForm,
  });
  const { register, setValue, setFocus, formState, control } = form;
  const errors = formState.errors.billing;

  const storeCountry = settings.country ?? 'NL';
  const countryName = countries.data?.find((option) => option.value === storeCountry)?.label ?? storeCountry;
  const gaps = missingSellerDetails(useWatch({ control, name: 'billing' }), storeCountry);
  const missing = SELLER_FIELDS.filter((field) => gaps[field] === 'required');
  const registrationHintKey = registrationKeys(storeCountry).hint;
  const registrationHint = registrationHintKey ? t(registrationHintKey) : undefined;
  const needed = (field: SellerField) => ({
    'aria-required': true,
    hint: gaps[field] === 'required' ? t('settings.billing.neededHint') : undefined,
  });

  const focusField = params.get('field');
  useEffect(() => {
    if (isSellerField(focusField)) setFocus(`billing.${focusField}`);
  }, [focusField, setFocus]);

  const iban = register('billing.iban');
  return (
    <FormWithSaveBar id="settings-billing" form={form} onSubmit={onSubmit}>
      {missing.length > 0 ? (
        <Notice
          tone={settings.test_mode?.value === false ? 'danger' : 'info'}
          title={t(
            settings.test_mode?.value === false
              ? 'settings.billing.neededTitleLive'
              : 'settings.billing.neededTitleTest',
          )}
        >
          {t('settings.billing.neededText')}{' '}
          {new Intl.ListFormat(i18n.language).format(missing.map((field) => label(field, storeCountry)))}
        </Notice>
      ) : null}
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
            {...needed('legal_name')}
            {...register('billing.legal_name')}
          />
          <TextField
            className="sm:col-span-6"
            label={t('settings.billing.address')}
            autoComplete="street-address"
            error={errors?.address?.message}
            {...needed('address')}
            {...register('billing.address')}
          />
          <TextField
            className="sm:col-span-2"
            label={t('settings.billing.postalCode')}
            autoComplete="postal-code"
            error={errors?.postal_code?.message}
            {...needed('postal_code')}
            {...register('billing.postal_code')}
          />
          <TextField
            className="sm:col-span-4"
            label={t('settings.billing.city')}
            autoComplete="address-level2"
            error={errors?.city?.message}
            {...needed('city')}
            {...register('billing.city')}
          />
          <div className="sm:col-span-6" role="group" aria-labelledby="billing-country">
            <p id="billing-country" className="text-sm font-medium text-zinc-800">
              {t('settings.billing.country')}
            </p>
            <p className="mt-1.5 text-sm text-zinc-900">
              {countryName}{' '}
              <Link
                to={`/store/${storeId}/settings`}
                className="font-medium text-primary-ink underline underline-offset-2"
              >
                {t('settings.billing.countryChange')}
              </Link>
            </p>
            <p className="mt-1.5 text-sm text-zinc-500">{t('settings.billing.countryHint')}</p>
          </div>
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
            {...needed('vat_number')}
            {...register('billing.vat_number')}
          />
          <TextField
            label={label('coc_number', storeCountry)}
            inputMode="numeric"
            error={errors?.coc_number?.message}
            aria-required={registrationHint !== undefined}
            hint={registrationHint}
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
  const settings = useSettings(storeId, NAMES);
  const countries = useCountryOptions();
  return (
    <SettingsPage queries={[settings, countries]}>
      {settings.data ? <BillingEditor storeId={storeId} settings={settings.data} /> : null}
    </SettingsPage>
  );
}
