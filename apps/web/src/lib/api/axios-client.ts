import axios, { type AxiosInstance } from 'axios';
import { API_BASE_URL, XSRF_COOKIE, XSRF_HEADER, commonHeaders } from './api-base';

/** An axios client for the admin (its uploads report progress); the shop calls through `client.ts`. */
export function createAxiosClient(): AxiosInstance {
  const client = axios.create({
    baseURL: API_BASE_URL,
    withCredentials: true,
    withXSRFToken: true,
    xsrfCookieName: XSRF_COOKIE,
    xsrfHeaderName: XSRF_HEADER,
  });
  client.interceptors.request.use((config) => {
    for (const [name, value] of Object.entries(commonHeaders())) config.headers.set(name, value);
    return config;
  });
  return client;
}

/** Calls that need no token: sign-in, registration and the token refresh itself. */
export const publicApi = createAxiosClient();
