import { useTranslation } from 'react-i18next';
import { DeleteCard } from '@/components/dangerous-action';
import { useDeleteStorefront } from './api/delete-storefront';

interface DeleteStorefrontCardProps {
  storeId: number;
  storefrontId: number;
  name: string;
  onDeleted: () => void;
}

/** Deleting the storefront (its products stay), after a confirmation that names it. */
export function DeleteStorefrontCard({ storeId, storefrontId, name, onDeleted }: DeleteStorefrontCardProps) {
  const { t } = useTranslation();
  const deleteStorefront = useDeleteStorefront(storeId, storefrontId);
  return (
    <DeleteCard
      title={t('storefronts.sections.delete')}
      description={t('storefronts.deleteHelp')}
      actionLabel={t('storefronts.delete')}
      confirmTitle={t('storefronts.deleteTitle', { name })}
      confirmDescription={t('storefronts.deleteDescription')}
      run={() => deleteStorefront.mutateAsync()}
      doneText={t('storefronts.deleted', { name })}
      onDone={onDeleted}
    />
  );
}
