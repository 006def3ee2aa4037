import { refreshResponse, type Authorization } from '@platform/contract';
import { readAuth, writeAuth } from '../auth/auth-storage';
import { createAxiosClient, publicApi } from './axios-client';
import { statusOf } from './errors';
import { createTokenRefresher } from './token-refresh';

/** Merchant calls: bearer token, refreshed first when it has expired. Only the admin imports this. */
export const adminApi = createAxiosClient();

async function refresh(): Promise<Authorization> {
  const response = await publicApi.post('v1/auth/refresh-token');
  return refreshResponse.parse(response.data).data.authorization;
}

/** One refresh at a time over all the admin's tabs, where the browser has Web Locks. */
async function acrossTabs(work: () => Promise<string>): Promise<string> {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return work();
  return await navigator.locks.request('merchant-token-refresh', work);
}

const freshToken = createTokenRefresher({ read: readAuth, write: writeAuth, refresh, lock: acrossTabs });

let adminSignedOut: () => void = () => {};

/** What the app does when an admin call answers 401 or 403: sign out and go to /login (docs/spec.md §4, §8). */
export function onAdminUnauthorized(handler: () => void): void {
  adminSignedOut = handler;
}

adminApi.interceptors.request.use(async (config) => {
  const token = await freshToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});
adminApi.interceptors.response.use(undefined, (error: unknown) => {
  const status = statusOf(error);
  if (status === 401 || status === 403) adminSignedOut();
  return Promise.reject(error);
});
