import axios, { type AxiosInstance } from 'axios';
import { readShopperToken } from '../auth/shopper-session';
import { currentLocale } from '../i18n';
import { statusOf } from './errors';

/** One API base for every call (SPEC §7); the same origin unless the build names another. */
const BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '/';

export function createClient(): AxiosInstance {
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
/** Shopper calls: the shopper's access token when there is one. */
export const shopApi = createClient();

let shopperForbidden: () => void = () => {};

/** What the app does when a shopper call answers 403: reset the shopper's sign-in (SPEC §8). */
export function onShopperForbidden(handler: () => void): void {
  shopperForbidden = handler;
}

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
