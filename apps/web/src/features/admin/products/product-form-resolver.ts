import type { TFunction } from 'i18next';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { PARSE_OPTIONS, fieldErrors, message, updateProductRequest, type Locale } from '@platform/contract';
import {
  discountProblem,
  readProductForm,
  type ProductFormValues,
  type ReadProblem,
} from './product-form-values';

/**
 * Checks the product form the way the server will: amounts must be readable, then the contract's
 * schema and its discount rule apply, worded with the contract's own messages.
 */
export function productFormResolver(
  storeId: number,
  locale: () => Locale,
  t: TFunction,
): Resolver<ProductFormValues> {
  const describe = (problem: ReadProblem) =>
    problem === 'amount'
      ? t('products.form.amountInvalid')
      : message(locale(), problem === 'required' ? 'required' : 'not_integer');

  return async (values) => {
    const { body, problems } = readProductForm(values);
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, problem] of Object.entries(problems)) {
      errors[field] = { type: 'validation', message: describe(problem) };
    }
    const parsed = await updateProductRequest.safeParseAsync({ ...body, store_id: storeId }, PARSE_OPTIONS);
    if (!parsed.success) {
      for (const [field, messages] of Object.entries(fieldErrors(parsed.error.issues, locale()))) {
        errors[field] ??= { type: 'validation', message: messages[0] ?? '' };
      }
    }
    const discount = discountProblem({
      price: body.price ?? 0,
      discount_type: body.discount_type ?? 'no_discount',
      discount_value: body.discount_value ?? 0,
    });
    if (discount && !errors.price)
      errors.discount_value ??= { type: 'validation', message: message(locale(), discount) };

    return Object.keys(errors).length
      ? { values: {}, errors: errors as FieldErrors<ProductFormValues> }
      : { values, errors: {} };
  };
}
