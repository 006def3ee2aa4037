import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { WITHDRAWAL_WAIVER_TEXTS, type FieldMode, type VatNumberState } from '@platform/contract';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { ConsentCheckbox } from './consent-checkbox';
import { businessOnly, type CheckoutInput, type CheckoutValues, type FieldModes } from './checkout-fields';
import { useCountryOptions } from '@/lib/countries';
import { currentLocale } from '@/lib/i18n';

interface CheckoutFormFieldsProps {
  form: UseFormReturn<CheckoutInput, unknown, CheckoutValues>;
  modes: FieldModes;
  termsUrl: string | null;
  /** What the check of the typed VAT number found, shown under the field as it changes. */
  vatNumberState: VatNumberState;
}

/**
 * The shopper's e-mail and details. A buyer says whether they buy for a business (unless the store sells
 * to businesses only): a business gives its company, VAT number and address for the invoice; a
 * consumer the address only where the store asks it (decision 052).
 */
export function CheckoutFormFields({ form, modes, termsUrl, vatNumberState }: CheckoutFormFieldsProps) {
  const { t } = useTranslation();
  const { register, formState } = form;
  // The page waits for the names, so they are here.
  const countries = useCountryOptions();
  const errors = formState.errors;
  const business = form.watch('business');
  const id = useId();
  const label = (key: string, mode: FieldMode) =>
    mode === 'optional' ? t('checkout.optional', { label: t(key) }) : t(key);
  // A business gives its whole address; a consumer as the store asks it.
  const addressMode: FieldMode = business ? 'required' : modes.address;

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
      {businessOnly(modes) ? null : (
        <div className="flex items-start gap-3 rounded-lg bg-zinc-50 p-3 text-sm ring-1 ring-zinc-200">
          <input
            id={`${id}-business`}
            type="checkbox"
            className="mt-0.5 size-4 rounded border-zinc-300 accent-primary"
            aria-describedby={`${id}-business-hint`}
            {...register('business')}
          />
          <div>
            <label htmlFor={`${id}-business`} className="block font-medium text-zinc-900">
              {t('checkout.business')}
            </label>
            <p id={`${id}-business-hint`} className="mt-0.5 text-zinc-500">
              {t('checkout.businessHint')}
            </p>
          </div>
        </div>
      )}
      {business ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('checkout.company')}
            autoComplete="organization"
            error={errors.company?.message}
            {...register('company')}
          />
          <TextField
            label={label('checkout.vatNumber', modes.vat_number === 'required' ? 'required' : 'optional')}
            hint={
              vatNumberState === 'none'
                ? t('checkout.vatNumberHint')
                : t(`checkout.vatNumberState.${vatNumberState}`)
            }
            error={errors.vat_number?.message}
            {...register('vat_number')}
          />
        </div>
      ) : null}
      {addressMode !== 'hidden' ? (
        <>
          <TextField
            label={label('checkout.address', addressMode)}
            autoComplete="street-address"
            error={errors.address?.message}
            {...register('address')}
          />
          <div className="grid gap-5 sm:grid-cols-[10rem_1fr]">
            <TextField
              label={label('checkout.postalCode', addressMode)}
              autoComplete="postal-code"
              error={errors.postal_code?.message}
              {...register('postal_code')}
            />
            <TextField
              label={label('checkout.city', addressMode)}
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
      {/* A consumer's consent; a business has no right of withdrawal to give up (decision 050). */}
      {business ? null : (
        <ConsentCheckbox
          id="withdrawal-waiver"
          error={errors.withdrawal_waiver?.message}
          registration={register('withdrawal_waiver')}
        >
          {/* The contract's words, which the order keeps as the ones the buyer ticked. */}
          <span>{WITHDRAWAL_WAIVER_TEXTS[currentLocale()]}</span>
        </ConsentCheckbox>
      )}
    </div>
  );
}
