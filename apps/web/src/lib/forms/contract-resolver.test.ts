import { beforeAll, describe, expect, it } from 'vitest';
import {
  createProductRequest,
  loginRequest,
  registerRequest,
  saveSettingsRequest,
  updateStoreRequest,
} from '@platform/contract';
import { changeLocale, loadLocale } from '../i18n';
import { contractResolver, requestForm, type FormContract } from './contract-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as never;

beforeAll(async () => {
  await loadLocale();
});

describe('contractResolver', () => {
  it("words the contract's messages in the active language", async () => {
    await changeLocale('nl');
    const resolver = contractResolver(requestForm(registerRequest, ['name', 'email', 'password']));
    const result = await resolver({ name: 'Noor', email: 'nope', password: 'short' }, undefined, options);
    expect(result.errors).toEqual({
      email: { type: 'validation', message: 'Vul een geldig e-mailadres in.' },
      password: { type: 'validation', message: 'Gebruik minstens 10 tekens.' },
    });
    await changeLocale('de');
    const again = await resolver(
      { name: '', email: 'a@example.com', password: 'long enough now' },
      undefined,
      options,
    );
    expect(again.errors).toEqual({ name: { type: 'validation', message: 'Dieses Feld ist erforderlich.' } });
  });

  it('reads an empty field of a one-request form as not filled in: required', async () => {
    await changeLocale('en');
    const resolver = contractResolver(requestForm(loginRequest, ['email', 'password']));
    const result = await resolver({ email: '', password: '' }, undefined, options);
    expect(result.errors).toMatchObject({
      email: { message: 'This field is required.' },
      password: { message: 'This field is required.' },
    });
  });

  it('hands the submit handler the request as the contract parsed it', async () => {
    const resolver = contractResolver(requestForm(loginRequest, ['email', 'password']));
    const values = { email: 'a@example.com', password: 'secret' };
    await expect(resolver(values, undefined, options)).resolves.toEqual({ values, errors: {} });
  });

  interface StoreForm {
    slug: string;
    primary_color: string;
    notification_emails: string;
  }
  const storeForm: FormContract<StoreForm> = {
    fields: ['slug', 'primary_color', 'notification_emails'],
    prefix: 'settings.',
    read: (values) => ({
      requests: [
        { schema: updateStoreRequest, body: { slug: values.slug } },
        {
          schema: saveSettingsRequest,
          body: {
            store_id: 1,
            settings: {
              primary_color: values.primary_color,
              notification_emails: values.notification_emails.split('\n'),
            },
          },
        },
      ],
    }),
  };

  it('places the problems of every request the form becomes on its fields, naming a wrong list entry', async () => {
    await changeLocale('en');
    const resolver = contractResolver(storeForm);
    const result = await resolver(
      { slug: 'No Slug', primary_color: 'red', notification_emails: 'a@example.com\nnot-an-address' },
      undefined,
      options,
    );
    expect(result.values).toEqual({});
    expect(Object.keys(result.errors)).toEqual(['slug', 'primary_color', 'notification_emails']);
    expect(result.errors.notification_emails?.message).toBe('not-an-address: Enter a valid e-mail address.');
  });

  it('passes the values as typed to the submit handler of a form of several requests', async () => {
    const resolver = contractResolver(storeForm);
    const values = { slug: 'atelier', primary_color: '#112233', notification_emails: 'a@example.com' };
    await expect(resolver(values, undefined, options)).resolves.toEqual({ values, errors: {} });
  });

  it("shows what could not be read before the schema's view of the same field, in the contract's words", async () => {
    await changeLocale('nl');
    const resolver = contractResolver<{ name: string; price: string }>({
      fields: ['name', 'price'],
      read: (values) => ({
        // The price that could not be read goes to the schema as -1, which it would call too small.
        requests: [{ schema: createProductRequest, body: { store_id: 1, name: values.name, price: -1 } }],
        problems: { price: 'amount_format' },
      }),
    });
    const result = await resolver({ name: '', price: 'twelve' }, undefined, options);
    expect(result.errors).toEqual({
      name: { type: 'validation', message: 'Dit veld is verplicht.' },
      price: { type: 'validation', message: 'Vul een bedrag in, zoals 12,95.' },
    });
  });
});
