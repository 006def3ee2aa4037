import { describe, expect, test } from 'vitest';
import { fieldForPath, nestErrors } from './field-paths';

describe('fieldForPath', () => {
  const fields = ['name', 'billing.iban', 'notification_emails'];

  test('a field names itself', () => {
    expect(fieldForPath('name', fields)).toBe('name');
    expect(fieldForPath('billing.iban', fields)).toBe('billing.iban');
  });

  test('an entry of a list reports on the list', () => {
    expect(fieldForPath('notification_emails.2', fields)).toBe('notification_emails');
  });

  test('a path outside the form names nothing', () => {
    expect(fieldForPath('billing', fields)).toBeUndefined();
    expect(fieldForPath('slug', fields)).toBeUndefined();
  });
});

test('nestErrors builds the nested shape react-hook-form reads', () => {
  const error = { type: 'validation', message: 'Bad' };
  expect(nestErrors({ 'billing.iban': error, name: error })).toEqual({
    billing: { iban: error },
    name: error,
  });
});
