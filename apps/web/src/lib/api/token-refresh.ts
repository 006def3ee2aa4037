import type { Authorization } from '@platform/contract';

export interface TokenRefresherOptions {
  read(): Authorization | null;
  write(record: Authorization): void;
  refresh(): Promise<Authorization>;
  now?: () => number;
}

function expired(record: Authorization, now: number): boolean {
  const expiresAt = Date.parse(record.expires_at);
  return Number.isNaN(expiresAt) || expiresAt <= now;
}

/**
 * Returns the token to send with an admin call. When the stored token is past its expiry one refresh
 * is made, and every call that asks meanwhile waits for that same refresh (SPEC §4): the refresh
 * token rotates, so a second refresh with the old cookie would fail.
 */
export function createTokenRefresher({ read, write, refresh, now = Date.now }: TokenRefresherOptions) {
  let pending: Promise<string> | null = null;

  return async function freshToken(): Promise<string | null> {
    const record = read();
    if (!record) return null;
    if (!expired(record, now())) return record.token;
    pending ??= refresh()
      .then((next) => {
        write(next);
        return next.token;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}
