import { AxiosError, AxiosHeaders } from 'axios';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { describeError, isServerValidationError } from './errors';

const t = ((key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key) as unknown as TFunction;

function answered(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, {
    status,
    statusText: '',
    data,
    headers: {},
    config,
  });
}

describe('describeError', () => {
  it("shows the server's message", () => {
    const error = answered(422, {
      message: 'De opgegeven gegevens zijn ongeldig.',
      errors: { email: ['x'] },
    });
    expect(describeError(error, t)).toBe('De opgegeven gegevens zijn ongeldig.');
    expect(isServerValidationError(error)).toBe(true);
  });

  it('translates the transport errors of axios', () => {
    expect(describeError(new AxiosError('Network Error', 'ERR_NETWORK'), t)).toBe('errors.network');
    expect(describeError(new AxiosError('Request aborted', 'ECONNABORTED'), t)).toBe('errors.aborted');
    expect(describeError(new AxiosError('timeout of 1000ms exceeded', 'ECONNABORTED'), t)).toBe(
      'errors.timeout',
    );
    expect(describeError(answered(502, '<html>Bad gateway</html>'), t)).toBe(
      'errors.status {"status":"502"}',
    );
    expect(isServerValidationError(answered(502, '<html>'))).toBe(false);
  });

  it('falls back to a general message', () => {
    expect(describeError(new Error('boom'), t)).toBe('errors.unknown');
  });
});
