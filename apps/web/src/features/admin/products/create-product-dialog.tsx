import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { message } from '@platform/contract';
import { Button } from '@/components/button';
import { Modal } from '@/components/dialog';
import { notify } from '@/components/toasts';
import { reportFormError } from '@/components/report-form-error';
import { TextField } from '@/components/text-field';
import { currentLocale } from '@/lib/i18n';
import { useCreateProduct } from './api/create-product';
import { parseEuros } from './euro-input';

interface CreateProductDialogProps {
  storeId: number;
  open: boolean;
  onClose: () => void;
  /** Whether the price is entered including VAT (b2c) or excluding it (b2b). */
  priceIncludesVat: boolean;
}

/** Asks for the two things a product cannot be without, then opens it for the rest. */
export function CreateProductDialog({ storeId, open, onClose, priceIncludesVat }: CreateProductDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const createProduct = useCreateProduct(storeId);
  const { register, handleSubmit, setError, formState, reset } = useForm({
    defaultValues: { name: '', price: '' },
  });

  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(async ({ name, price }) => {
    const cents = parseEuros(price);
    let valid = true;
    if (!name.trim()) {
      setError('name', { message: message(currentLocale(), 'required') });
      valid = false;
    }
    if (cents === null) {
      const problem = price.trim() ? t('products.form.amountInvalid') : message(currentLocale(), 'required');
      setError('price', { message: problem }, { shouldFocus: valid });
      valid = false;
    }
    if (!valid || cents === null) return;
    try {
      const product = await createProduct.mutateAsync({
        store_id: storeId,
        name: name.trim(),
        price: cents,
        description: '',
        vat_rate: 21,
        status: 'concept',
        discount_type: 'no_discount',
        discount_value: 0,
      });
      notify.success(t('products.created'));
      reset();
      await navigate(`/store/${storeId}/products/${product.id}`);
    } catch (error) {
      reportFormError(error, setError, ['name', 'price'], t);
    }
  });

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('products.newTitle')}
      description={t('products.newDescription')}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="create-product" loading={formState.isSubmitting}>
            {t('products.create')}
          </Button>
        </>
      }
    >
      <form id="create-product" onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label={t('products.fields.name')}
          autoFocus
          error={formState.errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t(priceIncludesVat ? 'products.fields.priceInclVat' : 'products.fields.priceExclVat')}
          inputMode="decimal"
          placeholder="0,00"
          suffix="€"
          error={formState.errors.price?.message}
          {...register('price')}
        />
      </form>
    </Modal>
  );
}
