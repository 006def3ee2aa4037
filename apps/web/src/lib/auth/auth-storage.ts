import type { Authorization } from '@platform/contract';
import { storage as browserStorage } from '../safe-storage';
import { isAuthorization, parseAuthorization } from './authorization';

const KEY = 'auth';

/** The merchant's auth record under the `auth` key (docs/spec.md §3); a malformed record counts as none. */
export function readAuth(storage: Storage = browserStorage): Authorization | null {
  const record = parseAuthorization(storage.getItem(KEY));
  if (!record) storage.removeItem(KEY);
  return record;
}

export function writeAuth(record: Authorization, storage: Storage = browserStorage): void {
  if (!isAuthorization(record)) throw new TypeError('An auth record needs a token and expires_at.');
  storage.setItem(KEY, JSON.stringify({ token: record.token, expires_at: record.expires_at }));
}

export function clearAuth(storage: Storage = browserStorage): void {
  storage.removeItem(KEY);
}
