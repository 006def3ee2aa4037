import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { updateProductItemRequest, type ProductItem } from '@platform/contract';
import { Button } from '@/components/button';
import { reportFormError } from '@/components/report-form-error';
import { TextField } from '@/components/text-field';
import { TextareaField } from '@/components/textarea-field';
import { notify } from '@/components/toasts';
import { contractResolver } from '@/lib/forms';
import { currentLocale } from '@/lib/i18n';
import { useUpdateProductItem } from './api/update-product-item';
import { useUploadProductItemFile } from './api/upload-product-item-file';
import { FileDropZone } from './file-drop-zone';
import { UploadList } from './upload-list';
import { describeUploadError } from './upload-error';
import { useUploads } from './use-uploads';

interface EditItemFormProps {
  storeId: number;
  item: ProductItem;
  onDone: () => void;
}

/** Changes an item's name and its content: the link, the text, or the file (uploaded anew). */
export function EditItemForm({ storeId, item, onDone }: EditItemFormProps) {
  const { t } = useTranslation();
  const updateItem = useUpdateProductItem(storeId, item.product_id);
  const uploadFile = useUploadProductItemFile(storeId, item.product_id);
  const { uploads, track } = useUploads();
  const [updateExistingBuyers, setUpdateExistingBuyers] = useState(false);
  const hintId = useId();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: contractResolver(updateProductItemRequest, currentLocale),
    defaultValues: {
      store_id: storeId,
      name: item.name,
      ...(item.product_type === 'link' ? { url: item.url ?? '' } : {}),
      ...(item.product_type === 'text' ? { text: item.text ?? '' } : {}),
    },
  });

  const onSubmit = handleSubmit(async ({ store_id: _storeId, ...body }) => {
    try {
      await updateItem.mutateAsync({ itemId: item.id, ...body });
      notify.success(t('products.items.saved'));
      onDone();
    } catch (error) {
      reportFormError(error, setError, ['name', 'url', 'text'], t);
    }
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

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-xl bg-zinc-50 p-4 ring-1 ring-zinc-200">
      <TextField
        label={t('products.items.name')}
        autoFocus
        error={formState.errors.name?.message}
        {...register('name')}
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
      {item.product_type === 'file' ? (
        <div className="space-y-3">
          <UploadList uploads={uploads} />
          <label className="flex cursor-pointer items-start gap-3">
            <input
              type="checkbox"
              checked={updateExistingBuyers}
              onChange={(event) => setUpdateExistingBuyers(event.target.checked)}
              aria-describedby={hintId}
              className="mt-0.5 size-4 shrink-0 rounded border-zinc-300 accent-primary"
            />
            <span>
              <span className="block text-sm font-medium text-zinc-900">
                {t('products.items.updateExistingBuyers')}
              </span>
              <span id={hintId} className="block text-sm text-zinc-500">
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
  );
}
