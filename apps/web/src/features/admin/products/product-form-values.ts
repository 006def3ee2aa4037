import {
  LOCALES,
  discountedPrice,
  type DiscountType,
  type Locale,
  type Product,
  type ProductStatus,
  type ProductText,
  type UpdateProductRequest,
  type VatClass,
} from '@platform/contract';
import { formatEuroInput, parseEuros, readAmount, readWhole, type ReadProblem } from '@/lib/forms/euro-input';

/** The product form as typed: amounts stay text until they are read, so "12," can be on its way. */
export interface ProductFormValues {
  name: string;
  slug: string;
  description: string;
  status: ProductStatus;
  price: string;
  /** The rate follows from the class and the buyer's country (decision 029). */
  vat_class: VatClass;
  discount_type: DiscountType;
  /** Euros for a fixed price, a whole percentage for a percentage, empty without a discount. */
  discount_value: string;
  /** Name and description in every language; the store's own is `name` and `description` (decision 033). */
  translations: Record<Locale, ProductText>;
}

export type ProductFormField = keyof ProductFormValues;
export type ProductBody = Omit<UpdateProductRequest, 'store_id'>;

export function toFormValues(product: Product, locale: Locale): ProductFormValues {
  return {
    name: product.name,
    slug: product.slug,
    description: product.description,
    translations: Object.fromEntries(
      LOCALES.map((code) => [
        code,
        {
          name: product.translations[code]?.name ?? '',
          description: product.translations[code]?.description ?? '',
        },
      ]),
    ) as Record<Locale, ProductText>,
    status: product.status,
    price: formatEuroInput(product.price, locale),
    vat_class: product.vat_class,
    discount_type: product.discount_type,
    discount_value:
      product.discount_type === 'fixed_price'
        ? formatEuroInput(product.discount_value, locale)
        : product.discount_type === 'percentage'
          ? String(product.discount_value)
          : '',
  };
}

/** The form's values as the API's update body, and the fields that could not be read. */
/**
 * The update body of the form: its fields read, with the translations of the languages other than the
 * store's (the store's own is the product's name and description).
 */
export function productBody(values: ProductFormValues, storeLocale: Locale): ProductBody {
  const translations = Object.fromEntries(
    LOCALES.filter((code) => code !== storeLocale).map((code) => [code, values.translations[code]]),
  );
  return { ...readProductForm(values).body, translations };
}

export function readProductForm(values: ProductFormValues): {
  body: ProductBody;
  problems: Partial<Record<ProductFormField, ReadProblem>>;
} {
  const problems: Partial<Record<ProductFormField, ReadProblem>> = {};
  const amount = readAmount(values.price);
  const price = 'cents' in amount ? amount.cents : null;
  if ('problem' in amount) problems.price = amount.problem;

  let discountValue: number | null = 0;
  if (values.discount_type !== 'no_discount') {
    const text = values.discount_value.trim();
    discountValue = values.discount_type === 'fixed_price' ? parseEuros(text) : readWhole(text);
    if (discountValue === null) {
      problems.discount_value =
        text === '' ? 'required' : values.discount_type === 'fixed_price' ? 'amount_format' : 'not_integer';
    }
  }

  return {
    body: {
      name: values.name,
      slug: values.slug,
      description: values.description,
      status: values.status,
      price: price ?? 0,
      vat_class: values.vat_class,
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
