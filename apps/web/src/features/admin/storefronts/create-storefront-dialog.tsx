import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { createStorefrontRequest, type CreateStorefrontRequest } from '@platform/contract';
import { FormDialog } from '@/components/form-dialog';
import { useFormSubmit } from '@/components/form-submit';
import { TextField } from '@/components/text-field';
import { notify } from '@/components/toasts';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useCreateStorefront } from './api/create-storefront';

interface CreateStorefrontDialogProps {
  storeId: number;
  open: boolean;
  onClose: () => void;
}

interface NewStorefront {
  name: string;
}

/** A new storefront: a draft with its name and nothing in it yet. */
const newStorefront = (storeId: number, { name }: NewStorefront): CreateStorefrontRequest => ({
  store_id: storeId,
  name: name.trim(),
  description: '',
  publication_status: 'draft',
  product_ids: [],
  is_home: false,
});

/** Names a new storefront (a draft), then opens it to fill it with products. */
export function CreateStorefrontDialog({ storeId, open, onClose }: CreateStorefrontDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const createStorefront = useCreateStorefront(storeId);
  const form = useContractForm<NewStorefront, CreateStorefrontRequest>(
    {
      fields: ['name'],
      submitsRequest: true,
      read: (values) => ({
        requests: [{ schema: createStorefrontRequest, body: newStorefront(storeId, values) }],
      }),
    },
    { defaultValues: { name: '' } },
  );
  const onSubmit = useFormSubmit(form, async (request) => {
    const created = await createStorefront.mutateAsync(request);
    notify.success(t('storefronts.created'));
    form.reset();
    await navigate(`/store/${storeId}/storefronts/${created.id}`);
  });

  return (
    <FormDialog
      id="create-storefront"
      form={form}
      onSubmit={onSubmit}
      open={open}
      onClose={onClose}
      title={t('storefronts.newTitle')}
      description={t('storefronts.newDescription')}
      submitLabel={t('storefronts.create')}
    >
      <TextField
        label={t('storefronts.fields.name')}
        autoFocus
        placeholder={t('storefronts.namePlaceholder')}
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
    </FormDialog>
  );
}
