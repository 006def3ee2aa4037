import { describe, expect, it } from 'vitest';
import type { Product } from '@platform/contract';
import { variant } from '@/test/admin-fixtures';
import {
  discountProblem,
  newVariant,
  previewPrice,
  productBody,
  readProductForm,
  toFormValues,
  type ProductFormValues,
} from './product-form-values';

const values: ProductFormValues = {
  name: 'Poster',
  slug: 'poster',
  description: '',
  status: 'for_sale',
  price: '24,95',
  vat_class: 'standard',
  discount_type: 'no_discount',
  discount_value: '',
  translations: {
    nl: { name: '', description: '' },
    en: { name: 'Poster', description: 'Nice' },
    de: { name: '', description: '' },
  },
  variants: [{ ...newVariant('24,95'), variant_id: 31 }],
};

describe('readProductForm', () => {
  it('turns euros into cents and keeps the VAT class', () => {
    const { body, problems } = readProductForm(values);
    expect(problems).toEqual({});
    expect(body).toMatchObject({
      price: 2495,
      vat_class: 'standard',
      discount_type: 'no_discount',
      discount_value: 0,
    });
  });

  it('reads a fixed price in euros and a percentage as a whole number', () => {
    expect(
      readProductForm({ ...values, discount_type: 'fixed_price', discount_value: '19.95' }).body,
    ).toMatchObject({ discount_value: 1995 });
    expect(
      readProductForm({ ...values, discount_type: 'percentage', discount_value: '15' }).body,
    ).toMatchObject({
      discount_value: 15,
    });
  });

  it('names the fields it cannot read', () => {
    const { problems } = readProductForm({
      ...values,
      price: '12,3,4',
      discount_type: 'percentage',
      discount_value: '12.5',
    });
    expect(problems).toEqual({ price: 'amount_format', discount_value: 'not_integer' });
  });

  it('ignores a leftover discount value when there is no discount', () => {
    expect(readProductForm({ ...values, discount_value: 'abc' }).problems).toEqual({});
  });
});

describe('discountProblem', () => {
  it('refuses a fixed price above the price and a percentage outside 1–100', () => {
    expect(discountProblem({ price: 1000, discount_type: 'fixed_price', discount_value: 1001 })).toBe(
      'discount_above_price',
    );
    expect(discountProblem({ price: 1000, discount_type: 'fixed_price', discount_value: 1000 })).toBeNull();
    expect(discountProblem({ price: 1000, discount_type: 'percentage', discount_value: 0 })).toBe(
      'discount_percentage_range',
    );
    expect(discountProblem({ price: 1000, discount_type: 'percentage', discount_value: 101 })).toBe(
      'discount_percentage_range',
    );
    expect(discountProblem({ price: 1000, discount_type: 'percentage', discount_value: 100 })).toBeNull();
  });
});

describe('previewPrice', () => {
  it('shows the price after a percentage or a fixed price', () => {
    expect(previewPrice({ ...values, discount_type: 'percentage', discount_value: '20' })).toEqual({
      price: 2495,
      sale: 1996,
    });
    expect(previewPrice({ ...values, discount_type: 'fixed_price', discount_value: '19,95' })).toEqual({
      price: 2495,
      sale: 1995,
    });
    expect(previewPrice(values)).toEqual({ price: 2495, sale: 2495 });
  });

  it('shows nothing while the amounts cannot be read or break the rules', () => {
    expect(previewPrice({ ...values, price: 'x' })).toBeNull();
    expect(previewPrice({ ...values, discount_type: 'fixed_price', discount_value: '30' })).toBeNull();
  });
});

describe('productBody', () => {
  it('sends one variant at the price field, and several each at their own price, named in every language', () => {
    expect(productBody(values, 'nl').variants).toEqual([
      expect.objectContaining({ id: 31, price: 2495, pay_what_you_want: false }),
    ]);
    const several: ProductFormValues = {
      ...values,
      price: 'not read',
      variants: [
        { ...newVariant('24,95'), variant_id: 31, name: 'Persoonlijk' },
        {
          ...newVariant('45,00'),
          name: 'Met coaching',
          names: { nl: '', en: 'With coaching', de: '' },
          pay_what_you_want: true,
          minimum_price: '30',
        },
      ],
    };
    expect(readProductForm(several).problems).toEqual({});
    expect(productBody(several, 'nl')).toMatchObject({
      price: 2495,
      variants: [
        { id: 31, name: 'Persoonlijk', price: 2495 },
        {
          name: 'Met coaching',
          translations: { en: { name: 'With coaching' }, de: { name: '' } },
          price: 4500,
          pay_what_you_want: true,
          minimum_price: 3000,
        },
      ],
    });
    expect(
      readProductForm({
        ...several,
        variants: [several.variants[0]!, { ...several.variants[1]!, price: '4,5,0' }],
      }).problems,
    ).toEqual({ 'variants.1.price': 'amount_format' });
  });
});

describe('toFormValues', () => {
  it('writes amounts the way the language writes them', () => {
    const product = {
      name: 'Poster',
      slug: 'poster',
      description: 'Mooi',
      status: 'concept',
      price: 2495,
      vat_rate: 9,
      vat_class: 'ebook',
      discount_type: 'fixed_price',
      discount_value: 1995,
      translations: {},
      variants: [variant({ price: 2495, pay_what_you_want: true, minimum_price: 500 })],
    } as unknown as Product;
    expect(toFormValues(product, 'nl')).toMatchObject({
      price: '24,95',
      vat_class: 'ebook',
      discount_value: '19,95',
      variants: [{ price: '24,95', pay_what_you_want: true, minimum_price: '5,00' }],
    });
    expect(toFormValues({ ...product, discount_type: 'percentage', discount_value: 10 }, 'en')).toMatchObject(
      {
        price: '24.95',
        discount_value: '10',
      },
    );
  });
});
