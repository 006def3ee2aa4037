import { describe, expect, it } from 'vitest';
import { loginRequest, registerRequest } from '@platform/contract';
import { contractResolver } from './forms';

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
