import { useTranslation } from 'react-i18next';
import { DeleteCard } from '@/components/dangerous-action';
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
  const deleteProduct = useDeleteProduct(storeId, productId);
  return (
    <DeleteCard
      title={t('products.sections.delete')}
      description={t('products.deleteHelp')}
      actionLabel={t('products.delete')}
      confirmTitle={t('products.deleteTitle', { name })}
      confirmDescription={t('products.deleteDescription')}
      run={() => deleteProduct.mutateAsync()}
      doneText={t('products.deleted', { name })}
      onDone={onDeleted}
    />
  );
}
