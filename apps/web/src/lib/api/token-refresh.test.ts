import { describe, expect, it, vi } from 'vitest';
import type { Authorization } from '@platform/contract';
import { createTokenRefresher } from './token-refresh';

const NOW = Date.parse('2025-01-01T12:00:00Z');
const expiredRecord: Authorization = { token: 'old', expires_at: '2025-01-01T11:00:00Z' };
const validRecord: Authorization = { token: 'current', expires_at: '2025-01-01T13:00:00Z' };

function setup(initial: Authorization | null) {
  let stored = initial;
  let release: (value: Authorization) => void = () => {};
  const refresh = vi.fn(
    () =>
      new Promise<Authorization>((resolve) => {
        release = resolve;
      }),
  );
  const freshToken = createTokenRefresher({
    read: () => stored,
    write: (record) => {
      stored = record;
    },
    refresh,
    now: () => NOW,
  });
  return { freshToken, refresh, stored: () => stored, release: (value: Authorization) => release(value) };
}

describe('token refresh', () => {
  it('uses a token that has not expired without refreshing', async () => {
    const { freshToken, refresh } = setup(validRecord);
    await expect(freshToken()).resolves.toBe('current');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('gives no token when nobody is signed in', async () => {
    const { freshToken, refresh } = setup(null);
    await expect(freshToken()).resolves.toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('makes one refresh for concurrent calls with an expired token and stores the new record', async () => {
    const { freshToken, refresh, stored, release } = setup(expiredRecord);
    const calls = [freshToken(), freshToken(), freshToken()];
    const next = { token: 'new', expires_at: '2025-01-01T13:00:00Z' };
    release(next);
    await expect(Promise.all(calls)).resolves.toEqual(['new', 'new', 'new']);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(stored()).toEqual(next);
  });

  it('refreshes again once the shared refresh has settled and the token expired again', async () => {
    const { freshToken, refresh, release } = setup(expiredRecord);
    const first = freshToken();
    release({ token: 'soon-old', expires_at: '2025-01-01T11:30:00Z' });
    await first;
    const second = freshToken();
    release({ token: 'newer', expires_at: '2025-01-01T13:00:00Z' });
    await expect(second).resolves.toBe('newer');
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('lets every waiting call see a failed refresh', async () => {
    let fail: (error: Error) => void = () => {};
    const refresh = vi.fn(
      () =>
        new Promise<Authorization>((_, reject) => {
          fail = reject;
        }),
    );
    const freshToken = createTokenRefresher({
      read: () => expiredRecord,
      write: () => {},
      refresh,
      now: () => NOW,
    });
    const calls = [freshToken(), freshToken()];
    fail(new Error('401'));
    for (const call of calls) await expect(call).rejects.toThrow('401');
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

describe('token refresh across tabs', () => {
  it('uses the token another tab stored while this one waited for the lock, without refreshing', async () => {
    let stored: Authorization | null = expiredRecord;
    const refresh = vi.fn(async () => ({ token: 'mine', expires_at: '2025-01-01T13:00:00Z' }));
    const freshToken = createTokenRefresher({
      read: () => stored,
      write: (record) => {
        stored = record;
      },
      refresh,
      now: () => NOW,
      // Another tab holds the lock and refreshes first; this tab's work runs after it.
      lock: async (work) => {
        stored = { token: 'from-other-tab', expires_at: '2025-01-01T13:00:00Z' };
        return work();
      },
    });
    await expect(freshToken()).resolves.toBe('from-other-tab');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes inside the lock when no other tab did', async () => {
    const next = { token: 'new', expires_at: '2025-01-01T13:00:00Z' };
    const refresh = vi.fn(async () => next);
    const lock = vi.fn((work: () => Promise<string>) => work());
    const freshToken = createTokenRefresher({
      read: () => expiredRecord,
      write: () => {},
      refresh,
      now: () => NOW,
      lock,
    });
    await expect(Promise.all([freshToken(), freshToken()])).resolves.toEqual(['new', 'new']);
    expect(lock).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
