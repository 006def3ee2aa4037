import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { placeServerErrors } from './server-errors';

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

  it('strips the prefix the request names its fields with, and puts a list entry on its list', () => {
    const setError = vi.fn();
    const error = answer({
      message: 'x',
      errors: { 'settings.notification_emails.1': ['Vul een geldig e-mailadres in.'], slug: ['y'] },
    });
    expect(placeServerErrors(error, setError, ['slug', 'notification_emails'], 'settings.')).toBe(true);
    expect(setError.mock.calls.map(([field]) => field)).toEqual(['slug', 'notification_emails']);
  });

  it('places nothing for an answer without field errors', () => {
    const setError = vi.fn();
    expect(placeServerErrors(answer({ message: 'Te veel pogingen.' }), setError, ['email'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
