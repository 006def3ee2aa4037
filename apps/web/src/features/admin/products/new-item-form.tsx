import { useTranslation } from 'react-i18next';
import { createProductItemRequest, type Locale, type ProductVariant } from '@platform/contract';
import { Button } from '@/components/button';
import { useFormSubmit } from '@/components/form-submit';
import { TextField } from '@/components/text-field';
import { TextareaField } from '@/components/textarea-field';
import { notify } from '@/components/toasts';
import { requestForm } from '@/lib/forms/contract-resolver';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useCreateProductItem } from './api/create-product-item';
import { ItemNameField, useItemNames, type ItemNameErrors } from './item-name-field';
import { ItemVariantField } from './item-variant-field';
import { ITEM_NAME_FIELDS, otherLanguageNames } from './item-names';

interface NewItemFormProps {
  storeId: number;
  productId: number;
  type: 'link' | 'text';
  /** The store's language: the item's `name` is in it, the others are its translations. */
  storeLocale: Locale;
  /** The product's variants: an item may be one's only (decision 083). */
  variants: Pick<ProductVariant, 'id' | 'name'>[];
  onDone: () => void;
}

const newItemForm = requestForm(createProductItemRequest, [...ITEM_NAME_FIELDS, 'url', 'text', 'variant_id']);

/** Adds a link or a text (such as a licence key or instructions) that the buyer receives. */
export function NewItemForm({ storeId, productId, type, storeLocale, variants, onDone }: NewItemFormProps) {
  const { t } = useTranslation();
  const createItem = useCreateProductItem(storeId, productId);
  const form = useContractForm(newItemForm, {
    defaultValues: {
      store_id: storeId,
      product_type: type,
      name: '',
      translations: otherLanguageNames(storeLocale, () => ''),
      url: '',
      text: '',
    },
  });
  const { register, formState } = form;
  const names = useItemNames(form, storeLocale);
  const onSubmit = useFormSubmit(form, async (body) => {
    await createItem.mutateAsync(body);
    notify.success(t('products.items.added'));
    onDone();
  });

  const errors = formState.errors as Partial<Record<'name' | 'url' | 'text', { message?: string }>> &
    ItemNameErrors;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-xl bg-zinc-50 p-4 ring-1 ring-zinc-200">
      <h3 className="text-sm font-semibold text-zinc-900">{t(`products.items.new.${type}`)}</h3>
      <ItemNameField names={names} errors={errors} hint={t('products.items.nameHint')} autoFocus />
      <ItemVariantField
        variants={variants}
        value={form.watch('variant_id')}
        onChange={(variantId) => form.setValue('variant_id', variantId, { shouldDirty: true })}
        error={formState.errors.variant_id?.message}
      />
      {type === 'link' ? (
        <TextField
          label={t('products.items.url')}
          type="url"
          inputMode="url"
          placeholder="https://"
          error={errors.url?.message}
          {...register('url')}
        />
      ) : (
        <TextareaField
          label={t('products.items.text')}
          rows={4}
          error={errors.text?.message}
          {...register('text')}
        />
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={formState.isSubmitting}>
          {t('products.items.add')}
        </Button>
      </div>
    </form>
  );
}
