import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { MAX_ACTIVATION_LIMIT, MAX_LICENSE_VALID_DAYS } from '@platform/contract';
import { TextField } from '@/components/text-field';

type LicenseField =
  'license_prefix' | 'license_pattern' | 'activation_limit' | 'license_valid_days' | 'low_stock_threshold';

interface LicenseSettingsFieldsProps<Values extends FieldValues> {
  form: Pick<UseFormReturn<Values, unknown, unknown>, 'register' | 'watch'>;
  source: 'pool' | 'pattern';
  errors: Partial<Record<LicenseField, { message?: string }>>;
  /** An item that may have sold keys: its limits' hints say that a change reaches later sales only. */
  existing?: boolean;
}

/** The example a pattern gives: its X's shown as they might come out. */
function example(prefix: string, pattern: string): string {
  const sample = 'K7Q2M9XA4HRT3WZP8NCE5VJD6BYF';
  let at = 0;
  return `${prefix}${[...pattern].map((char) => (char === 'X' ? sample[at++ % sample.length] : char)).join('')}`;
}

/**
 * A licence key item's settings: its pattern (generated keys), activation limit, how long a key stays
 * valid and warning level. Keys already sold keep the limit and days they were sold with (decision 039).
 */
export function LicenseSettingsFields<Values extends FieldValues>({
  form,
  source,
  errors,
  existing = false,
}: LicenseSettingsFieldsProps<Values>) {
  const { t } = useTranslation();
  const { register, watch } = form;
  const field = (name: LicenseField) => name as Path<Values>;
  // An emptied number is null, not 0: the contract reads it as none where a setting may be (no limit,
  // never expires) and as required where it may not (the warning level).
  const toNumberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));
  // The numbers an item may leave empty: no limit, never expires.
  const optionalCounts = [
    {
      name: 'activation_limit',
      label: t('products.license.activationLimit'),
      hint: t('products.license.activationLimitHint'),
      empty: t('products.license.unlimited'),
      max: MAX_ACTIVATION_LIMIT,
    },
    {
      name: 'license_valid_days',
      label: t('products.license.validDays'),
      hint: t('products.license.validDaysHint'),
      empty: t('products.license.neverExpires'),
      max: MAX_LICENSE_VALID_DAYS,
    },
  ] as const;
  return (
    <div className="space-y-4">
      {source === 'pattern' ? (
        <div className="grid gap-4 sm:grid-cols-[minmax(0,10rem)_minmax(0,1fr)]">
          <TextField
            label={t('products.license.prefix')}
            hint={t('products.license.prefixHint')}
            autoComplete="off"
            spellCheck={false}
            error={errors.license_prefix?.message}
            {...register(field('license_prefix'))}
          />
          <TextField
            label={t('products.license.pattern')}
            hint={
              <>
                {t('products.license.patternHint')}{' '}
                <span className="font-mono">
                  {t('products.license.example', {
                    key: example(
                      String(watch(field('license_prefix')) ?? ''),
                      String(watch(field('license_pattern')) ?? ''),
                    ),
                  })}
                </span>
              </>
            }
            autoComplete="off"
            spellCheck={false}
            className="[&_input]:font-mono"
            error={errors.license_pattern?.message}
            {...register(field('license_pattern'))}
          />
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {optionalCounts.map(({ name, label, hint, empty, max }) => (
          <TextField
            key={name}
            label={label}
            hint={existing ? `${hint} ${t('products.license.termsKept')}` : hint}
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            placeholder={empty}
            error={errors[name]?.message}
            {...register(field(name), { setValueAs: toNumberOrNull })}
          />
        ))}
        {source === 'pool' ? (
          <TextField
            label={t('products.license.threshold')}
            hint={t('products.license.thresholdHint')}
            type="number"
            inputMode="numeric"
            min={0}
            error={errors.low_stock_threshold?.message}
            {...register(field('low_stock_threshold'), { setValueAs: toNumberOrNull })}
          />
        ) : null}
      </div>
    </div>
  );
}
