import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LOCALES, MAX_VARIANTS, type Locale } from '@platform/contract';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { PlusIcon, TrashIcon } from '@/components/icons';
import { ReorderButtons } from '@/components/reorder-buttons';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { ToggleSwitch } from '@/components/toggle-switch';
import { PRODUCT_FORM_ID } from './product-form-id';
import { newVariant, type ProductFormValues } from './product-form-values';

/**
 * What a buyer chooses between (decision 076), saved with the product's other fields. One variant is
 * the product itself: the card then offers pay what you want for it and a way to add tiers. Several
 * each have a name in every language, a price, pay what you want, and a place the arrows change. Each
 * is sold once, monthly or yearly, a subscription with an optional free trial in days (decision 084).
 */
export function ProductVariantsCard({
  storeLocale,
  businessType,
}: {
  storeLocale: Locale;
  businessType: 'b2b' | 'b2c';
}) {
  const { t } = useTranslation();
  const { control, register, formState, getValues, setValue, watch } = useFormContext<ProductFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'variants', keyName: 'key' });
  const several = fields.length > 1;
  const errors = formState.errors.variants;
  const others = LOCALES.filter((code) => code !== storeLocale);
  const billing = [
    { value: '', label: t('products.variants.billingOnce') },
    { value: 'month', label: t('products.variants.billingMonth') },
    { value: 'year', label: t('products.variants.billingYear') },
  ];
  const priceLabel = t(
    businessType === 'b2c' ? 'products.fields.priceInclVat' : 'products.fields.priceExclVat',
  );

  return (
    <Card
      title={t('products.sections.variants')}
      description={several ? t('products.variants.helpSeveral') : t('products.variants.helpOne')}
    >
      <ol className="space-y-4">
        {fields.map((field, index) => {
          const number = index + 1;
          const own = errors?.[index];
          return (
            <li
              key={field.key}
              className={several ? 'space-y-3 rounded-xl p-4 ring-1 ring-zinc-200' : 'space-y-3'}
            >
              {several ? (
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="text-sm font-semibold text-zinc-900">
                    {t('products.variants.number', { number })}
                  </h3>
                  <span className="flex items-center">
                    <ReorderButtons
                      index={index}
                      count={fields.length}
                      earlierLabel={t('products.variants.moveEarlier', { number })}
                      laterLabel={t('products.variants.moveLater', { number })}
                      onMove={(step) => move(index, index + step)}
                    />
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('products.variants.remove', { number })}
                      onClick={() => {
                        remove(index);
                        // One variant left: its price is the product's price field again.
                        const left = getValues('variants');
                        if (left.length === 1) setValue('price', left[0]!.price, { shouldDirty: true });
                      }}
                    >
                      <TrashIcon className="size-4" />
                    </Button>
                  </span>
                </div>
              ) : null}
              {several ? (
                <div className="grid gap-3 sm:grid-cols-2">
                  <TextField
                    label={t('products.variants.name', { language: t(`language.${storeLocale}`) })}
                    form={PRODUCT_FORM_ID}
                    error={own?.name?.message}
                    {...register(`variants.${index}.name`)}
                  />
                  {others.map((code) => (
                    <TextField
                      key={code}
                      label={t('products.variants.name', { language: t(`language.${code}`) })}
                      form={PRODUCT_FORM_ID}
                      {...register(`variants.${index}.names.${code}`)}
                    />
                  ))}
                  <TextField
                    label={priceLabel}
                    form={PRODUCT_FORM_ID}
                    inputMode="decimal"
                    suffix="€"
                    error={own?.price?.message}
                    {...register(`variants.${index}.price`)}
                  />
                </div>
              ) : null}
              <div className="grid gap-3 sm:grid-cols-2">
                <Controller
                  control={control}
                  name={`variants.${index}.subscription_interval`}
                  render={({ field: choice }) => (
                    <SelectField
                      label={t('products.variants.billing')}
                      form={PRODUCT_FORM_ID}
                      options={billing}
                      value={choice.value ?? ''}
                      onChange={(event) =>
                        choice.onChange(event.target.value === '' ? null : event.target.value)
                      }
                    />
                  )}
                />
                {watch(`variants.${index}.subscription_interval`) ? (
                  <TextField
                    label={t('products.variants.trialDays')}
                    form={PRODUCT_FORM_ID}
                    inputMode="numeric"
                    hint={t('products.variants.trialDaysHelp')}
                    error={own?.trial_days?.message}
                    {...register(`variants.${index}.trial_days`)}
                  />
                ) : null}
              </div>
              <Controller
                control={control}
                name={`variants.${index}.pay_what_you_want`}
                render={({ field: toggle }) => (
                  <ToggleSwitch
                    label={t('products.variants.payWhatYouWant')}
                    description={t('products.variants.payWhatYouWantHelp')}
                    checked={toggle.value}
                    onChange={toggle.onChange}
                  />
                )}
              />
              {watch(`variants.${index}.pay_what_you_want`) ? (
                <div className="space-y-3">
                  <TextField
                    label={t('products.variants.minimumPrice')}
                    form={PRODUCT_FORM_ID}
                    inputMode="decimal"
                    suffix="€"
                    className="max-w-56"
                    hint={t('products.variants.minimumPriceHelp')}
                    error={own?.minimum_price?.message}
                    {...register(`variants.${index}.minimum_price`)}
                  />
                  <label className="flex items-center gap-2 text-sm text-zinc-700">
                    <input
                      type="checkbox"
                      form={PRODUCT_FORM_ID}
                      className="size-4 accent-primary-ink"
                      {...register(`variants.${index}.discount_codes_apply`)}
                    />
                    {t('products.variants.discountCodesApply')}
                  </label>
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      {errors?.message ? (
        <p role="alert" className="mt-3 text-sm text-red-600">
          {errors.message}
        </p>
      ) : null}
      <Button
        variant="secondary"
        className="mt-4"
        unavailable={fields.length >= MAX_VARIANTS}
        onClick={() => {
          // The one variant's price was the product's price field: it now shows as its own.
          if (!several) setValue('variants.0.price', getValues('price'));
          append(newVariant(getValues('variants.0.price')));
        }}
      >
        <PlusIcon className="size-4" />
        {t('products.variants.add')}
      </Button>
    </Card>
  );
}
