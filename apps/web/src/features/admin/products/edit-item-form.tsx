import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  updateProductItemRequest,
  type Locale,
  type ProductItem,
  type ProductVariant,
} from '@platform/contract';
import { Button } from '@/components/button';
import { useFormSubmit } from '@/components/form-submit';
import { TextField } from '@/components/text-field';
import { TextareaField } from '@/components/textarea-field';
import { notify } from '@/components/toasts';
import { editForm } from '@/lib/forms/contract-resolver';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useUpdateProductItem } from './api/update-product-item';
import { useUploadProductItemFile } from './api/upload-product-item-file';
import { ItemNameField, useItemNames } from './item-name-field';
import { ItemVariantField } from './item-variant-field';
import { ITEM_NAME_FIELDS, otherLanguageNames } from './item-names';
import { FileDropZone } from './uploads/file-drop-zone';
import { UploadList } from './uploads/upload-list';
import { LicenseKeyList } from './license-keys/license-key-list';
import { LicensePoolPanel } from './license-keys/license-pool-panel';
import { LicenseSettingsFields } from './license-keys/license-settings-fields';
import { describeUploadError } from './uploads/upload-error';
import { useUploads } from './uploads/use-uploads';

interface EditItemFormProps {
  storeId: number;
  item: ProductItem;
  /** The store's language: the item's `name` is in it, the others are its translations. */
  storeLocale: Locale;
  /** The product's variants: an item may be one's only (decision 083). */
  variants: Pick<ProductVariant, 'id' | 'name'>[];
  onDone: () => void;
}

const itemForm = editForm(updateProductItemRequest, [
  ...ITEM_NAME_FIELDS,
  'url',
  'text',
  'license_prefix',
  'license_pattern',
  'activation_limit',
  'license_valid_days',
  'low_stock_threshold',
  'variant_id',
]);

/**
 * Changes an item's name (in every language) and its content: the link, the text, the file (uploaded anew), or a licence
 * key item's settings, with its pool's keys and who holds them below.
 */
export function EditItemForm({ storeId, item, storeLocale, variants, onDone }: EditItemFormProps) {
  const { t } = useTranslation();
  const updateItem = useUpdateProductItem(storeId, item.product_id);
  const uploadFile = useUploadProductItemFile(storeId, item.product_id);
  const { uploads, track } = useUploads();
  const [updateExistingBuyers, setUpdateExistingBuyers] = useState(false);
  const checkboxId = useId();
  const form = useContractForm(itemForm, {
    defaultValues: {
      store_id: storeId,
      name: item.name,
      // Sent only where the form shows it: with one variant every item is every buyer's.
      ...(variants.length > 1 ? { variant_id: item.variant_id } : {}),
      translations: otherLanguageNames(storeLocale, (code) => item.translations[code]?.name ?? ''),
      ...(item.product_type === 'link' ? { url: item.url ?? '' } : {}),
      ...(item.product_type === 'text' ? { text: item.text ?? '' } : {}),
      ...(item.license
        ? {
            ...(item.license.source === 'pattern'
              ? { license_prefix: item.license.prefix, license_pattern: item.license.pattern }
              : { low_stock_threshold: item.license.low_stock_threshold }),
            activation_limit: item.license.activation_limit,
            license_valid_days: item.license.valid_days,
          }
        : {}),
    },
  });

  const { register, formState } = form;
  const names = useItemNames(form, storeLocale);
  const onSubmit = useFormSubmit(form, async ({ store_id: _storeId, ...body }) => {
    await updateItem.mutateAsync({ itemId: item.id, ...body });
    notify.success(t('products.items.saved'));
    onDone();
  });

  const replaceFile = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const forAll = updateExistingBuyers;
    track(file.name, (onProgress) =>
      uploadFile.mutateAsync({ file, itemId: item.id, updateExistingBuyers: forAll, onProgress }),
    ).then(
      () => notify.success(t(forAll ? 'products.items.fileReplacedForAll' : 'products.items.fileReplaced')),
      (error: unknown) => notify.error(describeUploadError(error, t)),
    );
  };

  const license = item.license;
  return (
    <div className="space-y-4 rounded-xl bg-zinc-50 p-4 ring-1 ring-zinc-200">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <ItemNameField names={names} errors={formState.errors} autoFocus />
        <ItemVariantField
          variants={variants}
          value={form.watch('variant_id')}
          onChange={(variantId) => form.setValue('variant_id', variantId, { shouldDirty: true })}
          error={formState.errors.variant_id?.message}
        />
        {item.product_type === 'link' ? (
          <TextField
            label={t('products.items.url')}
            type="url"
            inputMode="url"
            error={formState.errors.url?.message}
            {...register('url')}
          />
        ) : null}
        {item.product_type === 'text' ? (
          <TextareaField
            label={t('products.items.text')}
            rows={4}
            error={formState.errors.text?.message}
            {...register('text')}
          />
        ) : null}
        {license ? (
          <LicenseSettingsFields form={form} source={license.source} errors={formState.errors} existing />
        ) : null}
        {item.product_type === 'file' ? (
          <div className="space-y-3">
            <UploadList uploads={uploads} />
            <label className="flex cursor-pointer items-start gap-3">
              <input
                type="checkbox"
                checked={updateExistingBuyers}
                onChange={(event) => setUpdateExistingBuyers(event.target.checked)}
                // The label wraps the hint too, to click; the hint is the description, not part of the name.
                aria-labelledby={`${checkboxId}-label`}
                aria-describedby={`${checkboxId}-hint`}
                className="mt-0.5 size-4 shrink-0 rounded border-zinc-300 accent-primary"
              />
              <span>
                <span id={`${checkboxId}-label`} className="block text-sm font-medium text-zinc-900">
                  {t('products.items.updateExistingBuyers')}
                </span>
                <span id={`${checkboxId}-hint`} className="block text-sm text-zinc-500">
                  {t('products.items.updateExistingBuyersHint')}
                </span>
              </span>
            </label>
            <FileDropZone
              label={t('products.items.replaceFile')}
              hint={item.file?.name ?? ''}
              onFiles={replaceFile}
            />
          </div>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {t('common.save')}
          </Button>
        </div>
      </form>
      {license?.source === 'pool' ? <LicensePoolPanel storeId={storeId} item={item} /> : null}
      {license ? (
        <LicenseKeyList
          storeId={storeId}
          productId={item.product_id}
          itemId={item.id}
          source={license.source}
        />
      ) : null}
    </div>
  );
}
