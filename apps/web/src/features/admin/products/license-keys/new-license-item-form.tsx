import { useTranslation } from 'react-i18next';
import {
  createProductItemRequest,
  DEFAULT_LICENSE_PATTERN,
  DEFAULT_LOW_STOCK_THRESHOLD,
  LICENSE_ITEM_NAMES,
  splitLicenseKeys,
  type Locale,
  type ProductItem,
  type ProductVariant,
} from '@platform/contract';
import { Button } from '@/components/button';
import { ChoiceCards } from '@/components/choice-cards';
import { useFormSubmit } from '@/components/form-submit';
import { notify } from '@/components/toasts';
import { requestForm } from '@/lib/forms/contract-resolver';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useCreateProductItem } from '../api/create-product-item';
import { ItemNameField, useItemNames, type ItemNameErrors } from '../item-name-field';
import { ItemVariantField } from '../item-variant-field';
import { ITEM_NAME_FIELDS, otherLanguageNames } from '../item-names';
import { LicenseKeysField } from './license-keys-field';
import { LicenseSettingsFields } from './license-settings-fields';

interface NewLicenseItemFormProps {
  storeId: number;
  productId: number;
  /** The store's language: the item's `name` is in it, the others are its translations. */
  storeLocale: Locale;
  /** The product's variants: an item may be one's only (decision 083). */
  variants: Pick<ProductVariant, 'id' | 'name'>[];
  onDone: (created?: ProductItem) => void;
}

const FIELDS = [
  ...ITEM_NAME_FIELDS,
  'license_source',
  'license_prefix',
  'license_pattern',
  'activation_limit',
  'license_valid_days',
  'low_stock_threshold',
  'license_keys',
  'variant_id',
] as const;
const newLicenseForm = requestForm(createProductItemRequest, FIELDS);

/**
 * Adds a licence key item: keys from the merchant's own pool, pasted or read from a file right here,
 * or generated from a pattern.
 */
export function NewLicenseItemForm({
  storeId,
  productId,
  storeLocale,
  variants,
  onDone,
}: NewLicenseItemFormProps) {
  const { t } = useTranslation();
  const createItem = useCreateProductItem(storeId, productId);
  const form = useContractForm(newLicenseForm, {
    defaultValues: {
      store_id: storeId,
      product_type: 'license_key',
      // Named in every language at once, so each buyer reads it in theirs (decision 074).
      name: LICENSE_ITEM_NAMES[storeLocale],
      translations: otherLanguageNames(storeLocale, (code) => LICENSE_ITEM_NAMES[code]),
      license_source: 'pool',
      license_prefix: '',
      license_pattern: DEFAULT_LICENSE_PATTERN,
      activation_limit: null,
      license_valid_days: null,
      low_stock_threshold: DEFAULT_LOW_STOCK_THRESHOLD,
      license_keys: '',
    },
  });
  const { register, formState, watch, setValue } = form;
  const names = useItemNames(form, storeLocale);
  const onSubmit = useFormSubmit(form, async (body) => {
    if (body.product_type !== 'license_key') return;
    // A generated item takes no keys; a pool's pasted keys come with it, or nothing is created.
    const pasted = body.license_source === 'pool' ? body.license_keys : '';
    const created = await createItem.mutateAsync({ ...body, license_keys: pasted });
    const stocked = created.license?.available ?? 0;
    const skipped = splitLicenseKeys(pasted).keys.length - stocked;
    notify.success(
      stocked > 0
        ? [
            t('products.license.itemAddedWithKeys', { count: stocked }),
            ...(skipped > 0 ? [t('products.license.skippedCount', { count: skipped })] : []),
          ].join(' ')
        : t('products.items.added'),
    );
    onDone(created);
  });
  const errors = formState.errors as Partial<Record<(typeof FIELDS)[number], { message?: string }>> &
    ItemNameErrors;
  const source = watch('license_source');

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-xl bg-zinc-50 p-4 ring-1 ring-zinc-200">
      <h3 className="text-sm font-semibold text-zinc-900">{t('products.items.new.license_key')}</h3>
      <ItemNameField names={names} errors={errors} hint={t('products.items.nameHint')} autoFocus />
      <ItemVariantField
        variants={variants}
        value={form.watch('variant_id')}
        onChange={(variantId) => form.setValue('variant_id', variantId, { shouldDirty: true })}
        error={formState.errors.variant_id?.message}
      />
      <ChoiceCards
        legend={t('products.license.source')}
        choices={[
          {
            value: 'pool',
            label: t('products.license.sourcePool'),
            description: t('products.license.sourcePoolHint'),
          },
          {
            value: 'pattern',
            label: t('products.license.sourcePattern'),
            description: t('products.license.sourcePatternHint'),
          },
        ]}
        error={errors.license_source?.message}
        {...register('license_source')}
      />
      {source === 'pattern' ? null : (
        <LicenseKeysField
          value={watch('license_keys') ?? ''}
          onChange={(keys) => setValue('license_keys', keys, { shouldDirty: true })}
          error={errors.license_keys?.message}
        />
      )}
      <LicenseSettingsFields form={form} source={source === 'pattern' ? 'pattern' : 'pool'} errors={errors} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => onDone()}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={formState.isSubmitting}>
          {t('products.items.add')}
        </Button>
      </div>
    </form>
  );
}
