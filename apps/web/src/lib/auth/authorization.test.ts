import { describe, expect, it } from 'vitest';
import { authorization } from '@platform/contract';
import { isAuthorization, parseAuthorization } from './authorization';

const cases: unknown[] = [
  { token: 'abc', expires_at: '2030-01-01T00:00:00Z' },
  { token: '', expires_at: '2030-01-01T00:00:00Z' },
  { token: 'abc' },
  { token: 1, expires_at: 'x' },
  null,
  'abc',
];

describe('isAuthorization', () => {
  it("agrees with the contract's schema", () => {
    for (const value of cases) expect(isAuthorization(value)).toBe(authorization.safeParse(value).success);
  });
});

describe('parseAuthorization', () => {
  it('keeps only token and expires_at of a valid record', () => {
    const json = JSON.stringify({ token: 'abc', expires_at: 'soon', extra: true });
    expect(parseAuthorization(json)).toEqual({ token: 'abc', expires_at: 'soon' });
  });

  it('gives null for missing, broken or incomplete records', () => {
    expect(parseAuthorization(null)).toBeNull();
    expect(parseAuthorization('{not json')).toBeNull();
    expect(parseAuthorization('{"token":"abc"}')).toBeNull();
  });
});
