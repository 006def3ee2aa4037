import {
  LOCALES,
  discountedPrice,
  type DiscountType,
  type Locale,
  type Product,
  type ProductStatus,
  type ProductText,
  type ProductVariant,
  type SubscriptionInterval,
  type UpdateProductRequest,
  type VatClass,
  type VariantInput,
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
  /** What a buyer chooses between (decision 076); a single one's price is `price`. */
  variants: VariantFormValues[];
}

/** A variant as the editor holds it: amounts as typed, like the product's. */
export interface VariantFormValues {
  /** Null for a variant added in the editor, not yet saved. */
  variant_id: number | null;
  /** In the store's language; `names` holds the others (the store's own entry unused). */
  name: string;
  names: Record<Locale, string>;
  price: string;
  pay_what_you_want: boolean;
  minimum_price: string;
  discount_codes_apply: boolean;
  /** Sold once (null), monthly or yearly, after a free trial of `trial_days` as typed (decision 084). */
  subscription_interval: SubscriptionInterval | null;
  trial_days: string;
  /** Kept as they are: the editor does not change them. */
  vat_class: VatClass | null;
  activation_limit: number | null;
}

/** The fields of each variant a problem can be shown on. */
export const VARIANT_FIELDS = ['name', 'price', 'minimum_price', 'trial_days'] as const;

export type ProductFormField =
  | Exclude<keyof ProductFormValues, 'variants'>
  | 'variants'
  | `variants.${number}.${(typeof VARIANT_FIELDS)[number]}`;

/** A new variant as the editor adds it: its price the first one's, so that the merchant changes it. */
export function newVariant(price: string): VariantFormValues {
  return {
    variant_id: null,
    name: '',
    names: { nl: '', en: '', de: '' },
    price,
    pay_what_you_want: false,
    minimum_price: '',
    discount_codes_apply: false,
    subscription_interval: null,
    trial_days: '',
    vat_class: null,
    activation_limit: null,
  };
}

function toVariantValues(variant: ProductVariant, locale: Locale): VariantFormValues {
  return {
    variant_id: variant.id,
    name: variant.name,
    names: Object.fromEntries(
      LOCALES.map((code) => [code, variant.translations[code]?.name ?? '']),
    ) as Record<Locale, string>,
    price: formatEuroInput(variant.price, locale),
    pay_what_you_want: variant.pay_what_you_want,
    minimum_price: variant.pay_what_you_want ? formatEuroInput(variant.minimum_price, locale) : '',
    discount_codes_apply: variant.discount_codes_apply,
    subscription_interval: variant.subscription_interval,
    trial_days: variant.trial_days === null ? '' : String(variant.trial_days),
    vat_class: variant.vat_class,
    activation_limit: variant.activation_limit,
  };
}
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
    variants: product.variants.map((variant) => toVariantValues(variant, locale)),
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
  const { body, variants } = readVariants(readProductForm(values), values, storeLocale);
  return { ...body, translations, variants };
}

/**
 * The variants as the update sends them, whole: a single one's price is the product's price field;
 * several carry their own. An amount that cannot be read is 0 here; `readProductForm` reports it.
 */
function readVariants(
  read: ReturnType<typeof readProductForm>,
  values: ProductFormValues,
  storeLocale: Locale,
): { body: ProductBody; variants: VariantInput[] } {
  const single = values.variants.length === 1;
  const variants = values.variants.map((variant, index) => ({
    ...(variant.variant_id === null ? {} : { id: variant.variant_id }),
    name: variant.name,
    translations: Object.fromEntries(
      LOCALES.filter((code) => code !== storeLocale).map((code) => [code, { name: variant.names[code] }]),
    ),
    price: single && index === 0 ? (read.body.price ?? 0) : (parseEuros(variant.price) ?? 0),
    vat_class: variant.vat_class,
    activation_limit: variant.activation_limit,
    pay_what_you_want: variant.pay_what_you_want,
    minimum_price: variant.pay_what_you_want ? (parseEuros(variant.minimum_price) ?? 0) : 0,
    discount_codes_apply: variant.discount_codes_apply,
    subscription_interval: variant.subscription_interval,
    // Empty is no trial; a subscription's alone (decision 084). Unreadable text `readProductForm` reports.
    trial_days: variant.subscription_interval ? (readWhole(variant.trial_days.trim()) ?? 0) : null,
  }));
  return { body: { ...read.body, price: variants[0]?.price ?? read.body.price }, variants };
}

export function readProductForm(values: ProductFormValues): {
  body: ProductBody;
  problems: Partial<Record<ProductFormField, ReadProblem>>;
} {
  const problems: Partial<Record<ProductFormField, ReadProblem>> = {};
  const variants = values.variants;
  // Several variants carry their prices; the product's field is then not shown.
  const amount = variants.length > 1 ? { cents: 0 } : readAmount(values.price);
  const price = 'cents' in amount ? amount.cents : null;
  if ('problem' in amount) problems.price = amount.problem;
  variants.forEach((variant, index) => {
    const own = variants.length > 1 ? readAmount(variant.price) : { cents: 0 };
    if ('problem' in own) problems[`variants.${index}.price`] = own.problem;
    const minimum = variant.pay_what_you_want ? readAmount(variant.minimum_price) : { cents: 0 };
    if ('problem' in minimum) problems[`variants.${index}.minimum_price`] = minimum.problem;
    const trial = variant.trial_days.trim();
    if (variant.subscription_interval && trial !== '' && readWhole(trial) === null)
      problems[`variants.${index}.trial_days`] = 'not_integer';
  });

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
