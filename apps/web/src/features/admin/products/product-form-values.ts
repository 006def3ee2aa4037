import {
  discountedPrice,
  type DiscountType,
  type Locale,
  type Product,
  type ProductStatus,
  type UpdateProductRequest,
} from '@platform/contract';
import { formatEuroInput, parseEuros } from './euro-input';

/** The product form as typed: amounts stay text until they are read, so "12," can be on its way. */
export interface ProductFormValues {
  name: string;
  slug: string;
  description: string;
  status: ProductStatus;
  price: string;
  vat_rate: string;
  discount_type: DiscountType;
  /** Euros for a fixed price, a whole percentage for a percentage, empty without a discount. */
  discount_value: string;
}

export type ProductFormField = keyof ProductFormValues;
export type ProductBody = Omit<UpdateProductRequest, 'store_id'>;

/** Why a field could not be read, before the contract's schema gets to see it. */
export type ReadProblem = 'amount' | 'whole_number' | 'required';

export function toFormValues(product: Product, locale: Locale): ProductFormValues {
  return {
    name: product.name,
    slug: product.slug,
    description: product.description,
    status: product.status,
    price: formatEuroInput(product.price, locale),
    vat_rate: String(product.vat_rate),
    discount_type: product.discount_type,
    discount_value:
      product.discount_type === 'fixed_price'
        ? formatEuroInput(product.discount_value, locale)
        : product.discount_type === 'percentage'
          ? String(product.discount_value)
          : '',
  };
}

function readWhole(text: string): number | null {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : null;
}

/** The form's values as the API's update body, and the fields that could not be read. */
export function readProductForm(values: ProductFormValues): {
  body: ProductBody;
  problems: Partial<Record<ProductFormField, ReadProblem>>;
} {
  const problems: Partial<Record<ProductFormField, ReadProblem>> = {};
  const price = values.price.trim() === '' ? null : parseEuros(values.price);
  if (price === null) problems.price = values.price.trim() === '' ? 'required' : 'amount';
  const vatRate = readWhole(values.vat_rate);
  if (vatRate === null) problems.vat_rate = values.vat_rate.trim() === '' ? 'required' : 'whole_number';

  let discountValue: number | null = 0;
  if (values.discount_type !== 'no_discount') {
    const text = values.discount_value.trim();
    discountValue = values.discount_type === 'fixed_price' ? parseEuros(text) : readWhole(text);
    if (discountValue === null) {
      problems.discount_value =
        text === '' ? 'required' : values.discount_type === 'fixed_price' ? 'amount' : 'whole_number';
    }
  }

  return {
    body: {
      name: values.name,
      slug: values.slug,
      description: values.description,
      status: values.status,
      price: price ?? 0,
      vat_rate: vatRate ?? 0,
      discount_type: values.discount_type,
      discount_value: discountValue ?? 0,
    },
    problems,
  };
}

/**
 * The rule the server checks as well: a fixed price may not be above the price, a percentage lies
 * between 1 and 100. Returns the message code of the contract's catalogue, or null when it holds.
 */
export function discountProblem(
  body: Pick<Required<ProductBody>, 'price' | 'discount_type' | 'discount_value'>,
): 'discount_above_price' | 'discount_percentage_range' | null {
  if (body.discount_type === 'fixed_price' && body.discount_value > body.price) return 'discount_above_price';
  if (body.discount_type === 'percentage' && (body.discount_value < 1 || body.discount_value > 100)) {
    return 'discount_percentage_range';
  }
  return null;
}

/** The price after discount while the merchant types, or null while the amounts cannot be read. */
export function previewPrice(values: ProductFormValues): { price: number; sale: number } | null {
  const { body, problems } = readProductForm(values);
  if (problems.price || problems.discount_value) return null;
  const priced = {
    price: body.price ?? 0,
    discount_type: body.discount_type ?? 'no_discount',
    discount_value: body.discount_value ?? 0,
  };
  if (discountProblem(priced)) return null;
  return { price: priced.price, sale: discountedPrice(priced) };
}
