import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TrashIcon } from '@/components/icons';
import { notify } from '@/components/toasts';
import { describeError } from '@/lib/api/errors';
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
  const [confirming, setConfirming] = useState(false);
  const deleteStorefront = useDeleteStorefront(storeId, storefrontId);
  return (
    <Card title={t('storefronts.sections.delete')} description={t('storefronts.deleteHelp')}>
      <Button variant="secondary" className="w-full text-red-600" onClick={() => setConfirming(true)}>
        <TrashIcon className="size-4" />
        {t('storefronts.delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('storefronts.deleteTitle', { name })}
        description={t('storefronts.deleteDescription')}
        confirmLabel={t('storefronts.delete')}
        danger
        loading={deleteStorefront.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          deleteStorefront.mutate(undefined, {
            onSuccess: () => {
              notify.success(t('storefronts.deleted', { name }));
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
