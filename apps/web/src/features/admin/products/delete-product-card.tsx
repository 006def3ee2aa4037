import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TrashIcon } from '@/components/icons';
import { notify } from '@/components/toasts';
import { describeError } from '@/lib/api/errors';
import { useDeleteProduct } from './api/delete-product';

interface DeleteProductCardProps {
  storeId: number;
  productId: number;
  name: string;
  onDeleted: () => void;
}

/** Deleting the product, its images and its items, after a confirmation that names it. */
export function DeleteProductCard({ storeId, productId, name, onDeleted }: DeleteProductCardProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const deleteProduct = useDeleteProduct(storeId, productId);
  return (
    <Card title={t('products.sections.delete')} description={t('products.deleteHelp')}>
      <Button variant="secondary" className="w-full text-red-600" onClick={() => setConfirming(true)}>
        <TrashIcon className="size-4" />
        {t('products.delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('products.deleteTitle', { name })}
        description={t('products.deleteDescription')}
        confirmLabel={t('products.delete')}
        danger
        loading={deleteProduct.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          deleteProduct.mutate(undefined, {
            onSuccess: () => {
              notify.success(t('products.deleted', { name }));
              onDeleted();
            },
            onError: (error) => {
              notify.error(describeError(error, t));
              setConfirming(false);
            },
          })
        }
      />
    </Card>
  );
}
