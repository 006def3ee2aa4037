import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { WITHDRAWAL_WAIVER_TEXTS, type VatNumberState } from '@platform/contract';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { ConsentCheckbox } from './consent-checkbox';
import type { CheckoutInput, CheckoutValues, FieldModes } from './checkout-fields';
import { useCountryOptions } from '@/lib/countries';
import { currentLocale } from '@/lib/i18n';

interface CheckoutFormFieldsProps {
  form: UseFormReturn<CheckoutInput, unknown, CheckoutValues>;
  modes: FieldModes;
  termsUrl: string | null;
  /** What the check of the typed VAT number found, shown under the field as it changes. */
  vatNumberState: VatNumberState;
  /** Whether the buyer orders as a consumer, who consents to immediate delivery (decision 050). */
  waiverAsked: boolean;
}

/** The shopper's e-mail and details; company, VAT number and address only when the store asks them. */
export function CheckoutFormFields({
  form,
  modes,
  termsUrl,
  vatNumberState,
  waiverAsked,
}: CheckoutFormFieldsProps) {
  const { t } = useTranslation();
  const { register, formState } = form;
  // The page waits for the names, so they are here.
  const countries = useCountryOptions();
  const errors = formState.errors;
  const label = (key: string, group?: keyof FieldModes) =>
    group && modes[group] === 'optional' ? t('checkout.optional', { label: t(key) }) : t(key);

  return (
    <div className="space-y-5">
      <TextField
        label={t('checkout.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        hint={t('checkout.emailHint')}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t('checkout.name')}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      {modes.company !== 'hidden' || modes.vat_number !== 'hidden' ? (
        <div className="grid gap-5 sm:grid-cols-2">
          {modes.company !== 'hidden' ? (
            <TextField
              label={label('checkout.company', 'company')}
              autoComplete="organization"
              error={errors.company?.message}
              {...register('company')}
            />
          ) : null}
          {modes.vat_number !== 'hidden' ? (
            <TextField
              label={label('checkout.vatNumber', 'vat_number')}
              hint={
                vatNumberState === 'none'
                  ? t('checkout.vatNumberHint')
                  : t(`checkout.vatNumberState.${vatNumberState}`)
              }
              error={errors.vat_number?.message}
              {...register('vat_number')}
            />
          ) : null}
        </div>
      ) : null}
      {modes.address !== 'hidden' ? (
        <>
          <TextField
            label={label('checkout.address', 'address')}
            autoComplete="street-address"
            error={errors.address?.message}
            {...register('address')}
          />
          <div className="grid gap-5 sm:grid-cols-[10rem_1fr]">
            <TextField
              label={label('checkout.postalCode', 'address')}
              autoComplete="postal-code"
              error={errors.postal_code?.message}
              {...register('postal_code')}
            />
            <TextField
              label={label('checkout.city', 'address')}
              autoComplete="address-level2"
              error={errors.city?.message}
              {...register('city')}
            />
          </div>
        </>
      ) : null}
      <SelectField
        label={t('checkout.country')}
        autoComplete="country"
        options={countries.data ?? []}
        error={errors.country?.message}
        {...register('country')}
      />
      {termsUrl ? (
        <ConsentCheckbox
          id="accept-terms"
          error={errors.accept_terms?.message}
          registration={register('accept_terms')}
        >
          <span>
            {t('checkout.acceptTerms')}{' '}
            <a
              href={termsUrl}
              target="_blank"
              rel="noreferrer"
              className="font-medium text-primary-ink underline"
            >
              {t('checkout.termsLink')}
            </a>
          </span>
        </ConsentCheckbox>
      ) : null}
      {waiverAsked ? (
        <ConsentCheckbox
          id="withdrawal-waiver"
          error={errors.withdrawal_waiver?.message}
          registration={register('withdrawal_waiver')}
        >
          {/* The contract's words, which the order keeps as the ones the buyer ticked. */}
          <span>{WITHDRAWAL_WAIVER_TEXTS[currentLocale()]}</span>
        </ConsentCheckbox>
      ) : null}
    </div>
  );
}
