import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { createProductRequest, suggestedVatClass, type CreateProductRequest } from '@platform/contract';
import { FormDialog } from '@/components/form-dialog';
import { useFormSubmit } from '@/components/form-submit';
import { TextField } from '@/components/text-field';
import { notify } from '@/components/toasts';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { readAmount } from '@/lib/forms/euro-input';
import { useCreateProduct } from './api/create-product';

interface CreateProductDialogProps {
  storeId: number;
  open: boolean;
  onClose: () => void;
  /** Whether the price is entered including VAT (b2c) or excluding it (b2b). */
  priceIncludesVat: boolean;
}

interface NewProduct {
  name: string;
  price: string;
}

/**
 * A new product: a concept with its name and price, the rest as a product starts; an e-book (by its
 * name) in the e-book VAT class, which the editor shows and the merchant can change.
 */
const newProduct = (storeId: number, { name }: NewProduct, cents: number): CreateProductRequest => ({
  store_id: storeId,
  name: name.trim(),
  price: cents,
  description: '',
  vat_class: suggestedVatClass(name),
  status: 'concept',
  discount_type: 'no_discount',
  discount_value: 0,
  translations: {},
});

/** Asks for the two things a product cannot be without, then opens it for the rest. */
export function CreateProductDialog({ storeId, open, onClose, priceIncludesVat }: CreateProductDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const createProduct = useCreateProduct(storeId);
  const form = useContractForm<NewProduct, CreateProductRequest>(
    {
      fields: ['name', 'price'],
      submitsRequest: true,
      read: (values) => {
        const amount = readAmount(values.price);
        return {
          requests: [
            {
              schema: createProductRequest,
              body: newProduct(storeId, values, 'cents' in amount ? amount.cents : 0),
            },
          ],
          problems: 'problem' in amount ? { price: amount.problem } : {},
        };
      },
    },
    { defaultValues: { name: '', price: '' } },
  );
  const { register, formState } = form;
  const onSubmit = useFormSubmit(form, async (request) => {
    const product = await createProduct.mutateAsync(request);
    notify.success(t('products.created'));
    form.reset();
    await navigate(`/store/${storeId}/products/${product.id}`);
  });

  return (
    <FormDialog
      id="create-product"
      form={form}
      onSubmit={onSubmit}
      open={open}
      onClose={onClose}
      title={t('products.newTitle')}
      description={t('products.newDescription')}
      submitLabel={t('products.create')}
    >
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
    </FormDialog>
  );
}
