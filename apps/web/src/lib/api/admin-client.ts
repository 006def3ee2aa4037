import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import {
  merchantRoutes,
  refreshResponse,
  routePath,
  type Authorization,
  type RouteAddress,
  type RouteAnswer,
  type RouteInput,
} from '@platform/contract';
import { readAuth, writeAuth } from '../auth/auth-storage';
import { createAxiosClient, publicApi } from './axios-client';
import { statusOf } from './errors';
import { createTokenRefresher } from './token-refresh';

/** Merchant calls: bearer token, refreshed first when it has expired. Only the admin imports this. */
export const adminApi = createAxiosClient();

/**
 * A call of a route of the contract's table (docs/decisions/062-one-route-table.md): a merchant's route
 * on `adminApi` (with the token, refreshed first), a public one on `publicApi`. `config` is what axios
 * is told besides: an abort signal, upload progress, a file's response type.
 */
export function adminCall<R extends RouteAddress>(
  route: R,
  input: RouteInput<R>,
  config: AxiosRequestConfig = {},
): Promise<AxiosResponse<RouteAnswer<R>>> {
  return (route.auth === 'merchant' ? adminApi : publicApi).request<RouteAnswer<R>>({
    ...config,
    method: route.method,
    url: routePath(route, input.params),
    params: input.query,
    data: input.body,
  });
}

/** A route's answer as a file, to save. */
export function adminFile<R extends RouteAddress>(
  route: R,
  input: RouteInput<R>,
): Promise<AxiosResponse<Blob>> {
  return adminCall(route, input, { responseType: 'blob' }) as Promise<AxiosResponse<unknown>> as Promise<
    AxiosResponse<Blob>
  >;
}

async function refresh(): Promise<Authorization> {
  const response = await adminCall(merchantRoutes.refreshToken, {});
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
