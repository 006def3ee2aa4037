import type { Authorization } from '@platform/contract';

export interface TokenRefresherOptions {
  read(): Authorization | null;
  write(record: Authorization): void;
  refresh(): Promise<Authorization>;
  /** Runs work while no other tab of the admin runs its own (the browser's Web Locks). */
  lock?: (work: () => Promise<string>) => Promise<string>;
  now?: () => number;
}

function expired(record: Authorization, now: number): boolean {
  const expiresAt = Date.parse(record.expires_at);
  return Number.isNaN(expiresAt) || expiresAt <= now;
}

const unlocked = (work: () => Promise<string>) => work();

/**
 * Returns the token to send with an admin call. When the stored token is past its expiry one refresh
 * is made, and every call that asks meanwhile waits for that same refresh (docs/spec.md §4): the refresh
 * token rotates, so a second refresh with the old cookie would be taken for a replay. Tabs share the
 * stored token and the cookie, so a tab refreshes under a lock and first looks whether another tab
 * has just stored a fresh token (the server also answers a just-rotated token again for a while).
 */
export function createTokenRefresher({
  read,
  write,
  refresh,
  lock = unlocked,
  now = Date.now,
}: TokenRefresherOptions) {
  let pending: Promise<string> | null = null;

  const refreshOnce = () =>
    lock(async () => {
      const stored = read();
      if (stored && !expired(stored, now())) return stored.token;
      const next = await refresh();
      write(next);
      return next.token;
    });

  return async function freshToken(): Promise<string | null> {
    const record = read();
    if (!record) return null;
    if (!expired(record, now())) return record.token;
    pending ??= refreshOnce().finally(() => {
      pending = null;
    });
    return pending;
  };
}
