import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { message } from '@platform/contract';
import { Button } from '@/components/button';
import { Modal } from '@/components/dialog';
import { reportFormError } from '@/components/report-form-error';
import { TextField } from '@/components/text-field';
import { notify } from '@/components/toasts';
import { currentLocale } from '@/lib/i18n';
import { useCreateStorefront } from './api/create-storefront';

interface CreateStorefrontDialogProps {
  storeId: number;
  open: boolean;
  onClose: () => void;
}

/** Names a new storefront (a draft), then opens it to fill it with products. */
export function CreateStorefrontDialog({ storeId, open, onClose }: CreateStorefrontDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const createStorefront = useCreateStorefront(storeId);
  const { register, handleSubmit, setError, formState, reset } = useForm({ defaultValues: { name: '' } });

  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(async ({ name }) => {
    if (!name.trim()) {
      setError('name', { message: message(currentLocale(), 'required') }, { shouldFocus: true });
      return;
    }
    try {
      const created = await createStorefront.mutateAsync({
        store_id: storeId,
        name: name.trim(),
        description: '',
        publication_status: 'draft',
        product_ids: [],
        is_home: false,
      });
      notify.success(t('storefronts.created'));
      reset();
      await navigate(`/store/${storeId}/storefronts/${created.id}`);
    } catch (error) {
      reportFormError(error, setError, ['name'], t);
    }
  });

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('storefronts.newTitle')}
      description={t('storefronts.newDescription')}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="create-storefront" loading={formState.isSubmitting}>
            {t('storefronts.create')}
          </Button>
        </>
      }
    >
      <form id="create-storefront" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('storefronts.fields.name')}
          autoFocus
          placeholder={t('storefronts.namePlaceholder')}
          error={formState.errors.name?.message}
          {...register('name')}
        />
      </form>
    </Modal>
  );
}
