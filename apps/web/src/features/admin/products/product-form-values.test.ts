import { describe, expect, it } from 'vitest';
import type { Product } from '@platform/contract';
import {
  discountProblem,
  previewPrice,
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
    } as unknown as Product;
    expect(toFormValues(product, 'nl')).toMatchObject({
      price: '24,95',
      vat_class: 'ebook',
      discount_value: '19,95',
    });
    expect(toFormValues({ ...product, discount_type: 'percentage', discount_value: 10 }, 'en')).toMatchObject(
      {
        price: '24.95',
        discount_value: '10',
      },
    );
  });
});
