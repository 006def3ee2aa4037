import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { loginRequest, registerRequest } from '@platform/contract';
import { placeServerErrors, contractResolver } from './forms';

const options = { fields: {}, shouldUseNativeValidation: false } as never;

describe('contractResolver', () => {
  it("words the contract's messages in the active language", async () => {
    const resolver = contractResolver(registerRequest, () => 'nl');
    const result = await resolver({ name: '', email: 'nope', password: 'short' }, undefined, options);
    expect(result.errors).toMatchObject({
      name: { message: 'Dit veld is verplicht.' },
      email: { message: 'Vul een geldig e-mailadres in.' },
      password: { message: 'Gebruik minstens 10 tekens.' },
    });
  });

  it('reads empty fields as required', async () => {
    const resolver = contractResolver(loginRequest, () => 'en');
    const result = await resolver({ email: '', password: '' }, undefined, options);
    expect(result.errors).toMatchObject({
      email: { message: 'This field is required.' },
      password: { message: 'This field is required.' },
    });
  });

  it('passes valid values through', async () => {
    const resolver = contractResolver(loginRequest, () => 'en');
    const values = { email: 'a@example.com', password: 'secret' };
    await expect(resolver(values, undefined, options)).resolves.toEqual({ values, errors: {} });
  });
});

describe('placeServerErrors', () => {
  const config = { headers: new AxiosHeaders() };
  const answer = (data: unknown) =>
    new AxiosError('Request failed with status code 422', 'ERR_BAD_REQUEST', config, null, {
      status: 422,
      statusText: '',
      data,
      headers: {},
      config,
    });

  it("places the server's first message per field beside that field, focusing the first", () => {
    const setError = vi.fn();
    const error = answer({
      message: 'De opgegeven gegevens zijn ongeldig.',
      errors: { slug: ['Dit adres is al in gebruik.', 'x'], name: ['Dit veld is verplicht.'], other: ['y'] },
    });
    expect(placeServerErrors(error, setError, ['name', 'slug'])).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['name', { type: 'server', message: 'Dit veld is verplicht.' }, { shouldFocus: true }],
      ['slug', { type: 'server', message: 'Dit adres is al in gebruik.' }, { shouldFocus: false }],
    ]);
  });

  it('places nothing for an answer without field errors', () => {
    const setError = vi.fn();
    expect(placeServerErrors(answer({ message: 'Te veel pogingen.' }), setError, ['email'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
