import { updateProductRequest, type Locale } from '@platform/contract';
import type { FormContract } from '@/lib/forms/contract-resolver';
import { MAX_VARIANTS } from '@platform/contract';
import {
  discountProblem,
  productBody,
  readProductForm,
  VARIANT_FIELDS,
  type ProductFormField,
  type ProductFormValues,
} from './product-form-values';

export const PRODUCT_FIELDS: ProductFormField[] = [
  'name',
  'slug',
  'description',
  'translations',
  'status',
  'price',
  'vat_class',
  ...Array.from({ length: MAX_VARIANTS }, (_, index) =>
    VARIANT_FIELDS.map((field) => `variants.${index}.${field}` as const),
  ).flat(),
  'variants',
  'discount_type',
  'discount_value',
];

/**
 * The product form as the server will check it: the amounts must read as amounts first, then the
 * contract's schema and its discount rule apply (the rule only once both amounts read).
 */
export function productForm(storeId: number, storeLocale: Locale): FormContract<ProductFormValues> {
  return {
    fields: PRODUCT_FIELDS,
    read: (values) => {
      const { problems } = readProductForm(values);
      const body = productBody(values, storeLocale);
      const discount =
        problems.price || problems.discount_value
          ? null
          : discountProblem({
              price: body.price ?? 0,
              discount_type: body.discount_type ?? 'no_discount',
              discount_value: body.discount_value ?? 0,
            });
      return {
        requests: [{ schema: updateProductRequest, body: { ...body, store_id: storeId } }],
        problems: discount ? { ...problems, discount_value: discount } : problems,
      };
    },
  };
}
