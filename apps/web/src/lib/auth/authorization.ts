import type { Authorization } from '@platform/contract';

/**
 * An auth record: token and expires_at, both non-empty strings (docs/spec.md §5). Checked by hand rather
 * than with the contract's schema, which the shop's bundle would otherwise carry.
 */
export function isAuthorization(value: unknown): value is Authorization {
  if (typeof value !== 'object' || value === null) return false;
  const { token, expires_at: expiresAt } = value as Record<string, unknown>;
  return typeof token === 'string' && token !== '' && typeof expiresAt === 'string' && expiresAt !== '';
}

/** The record parsed from stored JSON, or null when it is missing or malformed. */
export function parseAuthorization(json: string | null): Authorization | null {
  if (json === null) return null;
  try {
    const value: unknown = JSON.parse(json);
    return isAuthorization(value) ? { token: value.token, expires_at: value.expires_at } : null;
  } catch {
    return null;
  }
}
