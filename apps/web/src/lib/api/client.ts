import axios, { type AxiosInstance } from 'axios';
import { refreshResponse, type Authorization } from '@platform/contract';
import { readAuth, writeAuth } from '../auth/auth-storage';
import { readShopperToken } from '../auth/shopper-session';
import { currentLocale } from '../i18n';
import { statusOf } from './errors';
import { createTokenRefresher } from './token-refresh';

/** One API base for every call (SPEC §7); the same origin unless the build names another. */
const BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '/';

function createClient(): AxiosInstance {
  const client = axios.create({
    baseURL: BASE_URL,
    withCredentials: true,
    withXSRFToken: true,
    xsrfCookieName: 'XSRF-TOKEN',
    xsrfHeaderName: 'X-XSRF-TOKEN',
    headers: { Accept: 'application/json' },
  });
  // The server answers messages in this language, so they can be shown as they are.
  client.interceptors.request.use((config) => {
    config.headers.set('Accept-Language', currentLocale());
    return config;
  });
  return client;
}

/** Calls that need no token: sign-in, registration and the token refresh itself. */
export const publicApi = createClient();
/** Merchant calls: bearer token, refreshed first when it has expired. */
export const adminApi = createClient();
/** Shopper calls: the shopper's access token when there is one. */
export const shopApi = createClient();

async function refresh(): Promise<Authorization> {
  const response = await publicApi.post('v1/auth/refresh-token');
  return refreshResponse.parse(response.data).data.authorization;
}

const freshToken = createTokenRefresher({ read: readAuth, write: writeAuth, refresh });

let adminSignedOut: () => void = () => {};
let shopperForbidden: () => void = () => {};

/** What the app does when an admin call answers 401 or 403: sign out and go to /login (SPEC §4, §8). */
export function onAdminUnauthorized(handler: () => void): void {
  adminSignedOut = handler;
}

/** What the app does when a shopper call answers 403: reset the shopper's sign-in (SPEC §8). */
export function onShopperForbidden(handler: () => void): void {
  shopperForbidden = handler;
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

shopApi.interceptors.request.use((config) => {
  const shopper = readShopperToken();
  if (shopper && !config.headers.has('Authorization')) {
    config.headers.set('Authorization', `Bearer ${shopper.token}`);
  }
  return config;
});
shopApi.interceptors.response.use(undefined, (error: unknown) => {
  if (statusOf(error) === 403) shopperForbidden();
  return Promise.reject(error);
});
