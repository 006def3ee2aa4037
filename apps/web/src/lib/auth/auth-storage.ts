import { authorization, type Authorization } from '@platform/contract';
import { storage as browserStorage } from '../safe-storage';

const KEY = 'auth';

/** The merchant's auth record under the `auth` key (SPEC §3); a malformed record counts as none. */
export function readAuth(storage: Storage = browserStorage): Authorization | null {
  const raw = storage.getItem(KEY);
  if (raw === null) return null;
  try {
    const parsed = authorization.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: treated like any other malformed record below.
  }
  storage.removeItem(KEY);
  return null;
}

export function writeAuth(record: Authorization, storage: Storage = browserStorage): void {
  const valid = authorization.parse(record);
  storage.setItem(KEY, JSON.stringify({ token: valid.token, expires_at: valid.expires_at }));
}

export function clearAuth(storage: Storage = browserStorage): void {
  storage.removeItem(KEY);
}
