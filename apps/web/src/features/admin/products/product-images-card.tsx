import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductImage } from '@platform/contract';
import { Card } from '@/components/card';
import { DangerousActionDialog } from '@/components/dangerous-action';
import { moveBy, moveItem } from '@/components/move-item';
import { notify } from '@/components/toasts';
import { describeError } from '@/lib/api/errors';
import { useDeleteProductImage } from './api/delete-product-image';
import { useReorderProductImages } from './api/reorder-product-images';
import { useUpdateProductImage } from './api/update-product-image';
import { useUploadProductImage } from './api/upload-product-image';
import { FileDropZone } from './uploads/file-drop-zone';
import { ProductImageTile } from './product-image-tile';
import { UploadList } from './uploads/upload-list';
import { describeUploadError } from './uploads/upload-error';
import { useUploads } from './uploads/use-uploads';

interface ProductImagesCardProps {
  storeId: number;
  productId: number;
  images: ProductImage[];
}

/** The product's pictures: upload with progress, put in order (drag, or the arrow buttons), alt text, delete. */
export function ProductImagesCard({ storeId, productId, images }: ProductImagesCardProps) {
  const { t } = useTranslation();
  const { uploads, track } = useUploads();
  const upload = useUploadProductImage(storeId, productId);
  const reorder = useReorderProductImages(storeId, productId);
  const describe = useUpdateProductImage(storeId, productId);
  const remove = useDeleteProductImage(storeId, productId);
  const [deleting, setDeleting] = useState<ProductImage | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);

  const onFiles = (files: File[]) => {
    for (const file of files) {
      track(file.name, (onProgress) => upload.mutateAsync({ file, onProgress })).then(
        () => notify.success(t('products.images.uploaded', { name: file.name })),
        (error: unknown) => notify.error(`${file.name}: ${describeUploadError(error, t)}`),
      );
    }
  };

  const saveOrder = (next: ProductImage[]) =>
    reorder.mutate(next, {
      onSuccess: () => notify.success(t('products.images.reordered')),
      onError: (error) => notify.error(describeError(error, t)),
    });

  return (
    <Card title={t('products.sections.images')} description={t('products.images.help')}>
      <div className="space-y-4">
        {images.length > 0 ? (
          <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
            {images.map((image, index) => (
              <li
                key={image.id}
                draggable
                onDragStart={() => setDragged(index)}
                onDragEnd={() => setDragged(null)}
                onDragOver={(event) => event.preventDefault()}
                onDrop={(event) => {
                  event.preventDefault();
                  if (dragged !== null && dragged !== index) saveOrder(moveItem(images, dragged, index));
                  setDragged(null);
                }}
                className={`cursor-grab transition-opacity ${dragged === index ? 'opacity-40' : ''}`}
              >
                <ProductImageTile
                  image={image}
                  index={index}
                  count={images.length}
                  onMove={(step) => saveOrder(moveBy(images, index, step))}
                  onDescribe={(description) =>
                    describe.mutate(
                      { imageId: image.id, description },
                      {
                        onSuccess: () => notify.success(t('products.images.altSaved')),
                        onError: (error) => notify.error(describeError(error, t)),
                      },
                    )
                  }
                  onDelete={() => setDeleting(image)}
                />
              </li>
            ))}
          </ol>
        ) : null}
        <UploadList uploads={uploads} />
        <FileDropZone
          label={t('products.images.upload')}
          hint={t('products.images.uploadHint')}
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          multiple
          onFiles={onFiles}
        />
      </div>
      <DangerousActionDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('products.images.deleteTitle')}
        description={t('products.images.deleteDescription')}
        confirmLabel={t('common.delete')}
        run={() => remove.mutateAsync(deleting?.id ?? 0)}
        doneText={t('products.images.deleted')}
      />
    </Card>
  );
}
