import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale, ProductItem, ProductVariant } from '@platform/contract';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { DangerousActionDialog } from '@/components/dangerous-action';
import { KeyIcon, LinkIcon, TextIcon } from '@/components/icons';
import { notify } from '@/components/toasts';
import { useDeleteProductItem } from './api/delete-product-item';
import { useUploadProductItemFile } from './api/upload-product-item-file';
import { EditItemForm } from './edit-item-form';
import { FileDropZone } from './uploads/file-drop-zone';
import { NewItemForm } from './new-item-form';
import { NewLicenseItemForm } from './license-keys/new-license-item-form';
import { ProductItemRow } from './product-item-row';
import { UploadList } from './uploads/upload-list';
import { describeUploadError } from './uploads/upload-error';
import { useUploads } from './uploads/use-uploads';

interface ProductItemsCardProps {
  storeId: number;
  productId: number;
  items: ProductItem[];
  /** The store's language: the items' `name`, which buyers read where an item has none in theirs. */
  storeLocale: Locale;
  /** The product's variants as saved: an item may be one's only (decision 083). */
  variants: Pick<ProductVariant, 'id' | 'name'>[];
}

/** The files, links and texts a buyer receives after paying. */
export function ProductItemsCard({
  storeId,
  productId,
  items,
  storeLocale,
  variants,
}: ProductItemsCardProps) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState<'link' | 'text' | 'license_key' | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<ProductItem | null>(null);
  // The button that opened the editor that just closed: it takes the focus back when it reappears.
  const [opener, setOpener] = useState<string | null>(null);
  const { uploads, track } = useUploads();
  const upload = useUploadProductItemFile(storeId, productId);
  const remove = useDeleteProductItem(storeId, productId);

  const onFiles = (files: File[]) => {
    for (const file of files) {
      track(file.name, (onProgress) => upload.mutateAsync({ file, onProgress })).then(
        () => notify.success(t('products.items.uploaded', { name: file.name })),
        (error: unknown) => notify.error(`${file.name}: ${describeUploadError(error, t)}`),
      );
    }
  };

  return (
    <Card title={t('products.sections.items')} description={t('products.items.help')}>
      <div className="space-y-4">
        {items.length > 0 ? (
          <ul className="divide-y divide-zinc-100 rounded-xl ring-1 ring-zinc-200">
            {items.map((item) => (
              <li key={item.id} className="p-3 sm:p-4">
                {editing === item.id ? (
                  <EditItemForm
                    storeId={storeId}
                    item={item}
                    storeLocale={storeLocale}
                    variants={variants}
                    onDone={() => {
                      setEditing(null);
                      setOpener(`edit-${item.id}`);
                    }}
                  />
                ) : (
                  <ProductItemRow
                    item={item}
                    variantName={variants.find((variant) => variant.id === item.variant_id)?.name}
                    focusEdit={opener === `edit-${item.id}`}
                    onEdit={() => setEditing(item.id)}
                    onDelete={() => setDeleting(item)}
                  />
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-xl bg-zinc-50 px-4 py-3 text-sm text-zinc-500">{t('products.items.none')}</p>
        )}
        <UploadList uploads={uploads} />
        {adding === 'license_key' ? (
          <NewLicenseItemForm
            storeId={storeId}
            productId={productId}
            storeLocale={storeLocale}
            variants={variants}
            onDone={(created) => {
              setAdding(null);
              // A pool created without keys: its editor opens at once, to add them.
              if (created?.license?.source === 'pool' && created.license.available === 0)
                setEditing(created.id);
              else setOpener('add-license_key');
            }}
          />
        ) : adding ? (
          <NewItemForm
            storeId={storeId}
            productId={productId}
            type={adding}
            storeLocale={storeLocale}
            variants={variants}
            onDone={() => {
              setAdding(null);
              setOpener(`add-${adding}`);
            }}
          />
        ) : (
          <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto]">
            <FileDropZone
              label={t('products.items.uploadFile')}
              hint={t('products.items.uploadHint')}
              multiple
              onFiles={onFiles}
            />
            <div className="flex flex-col gap-3 sm:justify-center">
              <Button variant="secondary" autoFocus={opener === 'add-link'} onClick={() => setAdding('link')}>
                <LinkIcon className="size-4" />
                {t('products.items.addLink')}
              </Button>
              <Button variant="secondary" autoFocus={opener === 'add-text'} onClick={() => setAdding('text')}>
                <TextIcon className="size-4" />
                {t('products.items.addText')}
              </Button>
              <Button
                variant="secondary"
                autoFocus={opener === 'add-license_key'}
                onClick={() => setAdding('license_key')}
              >
                <KeyIcon className="size-4" />
                {t('products.items.addLicense')}
              </Button>
            </div>
          </div>
        )}
      </div>
      <DangerousActionDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('products.items.deleteTitle')}
        description={t('products.items.deleteDescription', { name: deleting?.name ?? '' })}
        confirmLabel={t('common.delete')}
        run={() => remove.mutateAsync(deleting?.id ?? 0)}
        doneText={t('products.items.deleted')}
      />
    </Card>
  );
}
