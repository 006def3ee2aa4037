import type { DiscountCode, DiscountCodeInput, DiscountCodeType, Locale } from '@platform/contract';
import { formatEuroInput, readAmount, readWhole, type ReadProblem } from '@/lib/forms/euro-input';

/** The discount code form as typed: amounts and counts stay text, moments as the browser's local time. */
export interface DiscountCodeFormValues {
  code: string;
  type: DiscountCodeType;
  /** A whole percentage, or euros. */
  value: string;
  starts_at: string;
  ends_at: string;
  max_uses: string;
  max_uses_per_email: string;
  /** Euros; empty for none. */
  minimum_total: string;
  product_ids: number[];
}

export type DiscountCodeField = keyof DiscountCodeFormValues;

export const DISCOUNT_CODE_FIELDS: readonly DiscountCodeField[] = [
  'code',
  'type',
  'value',
  'product_ids',
  'minimum_total',
  'starts_at',
  'ends_at',
  'max_uses',
  'max_uses_per_email',
];

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO moment as a datetime-local field shows it, in the browser's time zone. */
function localMoment(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

export function emptyDiscountCode(): DiscountCodeFormValues {
  return {
    code: '',
    type: 'percentage',
    value: '',
    starts_at: '',
    ends_at: '',
    max_uses: '',
    max_uses_per_email: '',
    minimum_total: '',
    product_ids: [],
  };
}

export function discountCodeValues(code: DiscountCode, locale: Locale): DiscountCodeFormValues {
  return {
    code: code.code,
    type: code.type,
    value: code.type === 'percentage' ? String(code.value) : formatEuroInput(code.value, locale),
    starts_at: localMoment(code.starts_at),
    ends_at: localMoment(code.ends_at),
    max_uses: code.max_uses === null ? '' : String(code.max_uses),
    max_uses_per_email: code.max_uses_per_email === null ? '' : String(code.max_uses_per_email),
    minimum_total: code.minimum_total ? formatEuroInput(code.minimum_total, locale) : '',
    product_ids: code.product_ids,
  };
}

/**
 * The request the form becomes, and the fields that could not be read as typed (an amount that is no
 * amount, a count that is no whole number). Empty optional fields are left out: no limit, no minimum.
 */
export function readDiscountCodeForm(
  storeId: number,
  values: DiscountCodeFormValues,
): { body: DiscountCodeInput; problems: Partial<Record<DiscountCodeField, ReadProblem>> } {
  const problems: Partial<Record<DiscountCodeField, ReadProblem>> = {};
  const count = (field: 'max_uses' | 'max_uses_per_email') => {
    if (values[field].trim() === '') return null;
    const whole = readWhole(values[field]);
    if (whole === null) problems[field] = 'not_integer';
    return whole ?? 0;
  };
  const amount = (field: 'value' | 'minimum_total') => {
    const read = readAmount(values[field]);
    if ('problem' in read) problems[field] = read.problem;
    return 'cents' in read ? read.cents : 0;
  };
  let value = 0;
  if (values.type === 'percentage') {
    const whole = readWhole(values.value);
    if (whole === null) problems.value = values.value.trim() ? 'not_integer' : 'required';
    value = whole ?? 0;
  } else {
    value = amount('value');
  }
  const moment = (text: string) => (text ? new Date(text).toISOString() : null);
  return {
    body: {
      store_id: storeId,
      code: values.code.trim(),
      type: values.type,
      value,
      starts_at: moment(values.starts_at),
      ends_at: moment(values.ends_at),
      max_uses: count('max_uses'),
      max_uses_per_email: count('max_uses_per_email'),
      product_ids: values.product_ids,
      minimum_total: values.minimum_total.trim() ? amount('minimum_total') : 0,
    },
    problems,
  };
}
