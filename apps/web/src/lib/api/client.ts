import { routeUrl, type RouteAddress, type RouteAnswer, type RouteInput } from '@platform/contract';
import { readShopperToken } from '../auth/shopper-session';
import { ORDER_ACCESS_HEADER, orderAccessFor } from '../shop/order-access';
import { cookieValue } from '../cookies';
import { API_BASE_URL, XSRF_COOKIE, XSRF_HEADER, commonHeaders } from './api-base';
import { HttpError } from './http-error';

export interface ApiResponse<T> {
  status: number;
  data: T;
  headers: Headers;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Which statuses are an answer rather than an error; 2xx unless told. */
  validateStatus?: (status: number) => boolean;
}

const isSuccess = (status: number) => status >= 200 && status < 300;

/** The body as JSON when it is JSON, else its text (an HTML error page of a proxy, say). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

let shopperForbidden: () => void = () => {};

/** What the app does when a shopper call answers 403: reset the shopper's sign-in (docs/spec.md §8). */
export function onShopperForbidden(handler: () => void): void {
  shopperForbidden = handler;
}

async function send<T>(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  { signal, validateStatus = isSuccess }: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const url = new URL(path, new URL(API_BASE_URL, window.location.origin));
  const headers = new Headers(commonHeaders());
  const xsrf = cookieValue(document.cookie, XSRF_COOKIE);
  if (xsrf) headers.set(XSRF_HEADER, xsrf);
  const shopper = readShopperToken();
  if (shopper) headers.set('Authorization', `Bearer ${shopper.token}`);
  const orderAccess = orderAccessFor(url.pathname);
  if (orderAccess) headers.set(ORDER_ACCESS_HEADER, orderAccess);
  if (body !== undefined) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      signal,
    });
  } catch {
    throw new HttpError(signal?.aborted ? 'Request aborted' : 'Network Error');
  }
  const data = await readBody(response);
  if (validateStatus(response.status)) {
    return { status: response.status, data: data as T, headers: response.headers };
  }
  const error = new HttpError(`Request failed with status code ${response.status}`, {
    status: response.status,
    data,
  });
  if (response.status === 403) shopperForbidden();
  throw error;
}

/**
 * The shop's calls, public and the shopper's (with the shopper's access token when there is one), on
 * the browser's own fetch: the shop's first load carries no HTTP library. Each is a route of the
 * contract's table (docs/decisions/062-one-route-table.md): the path, query and body typed from the
 * route, the answer typed (not parsed: the shop carries no schema).
 */
export function shopCall<R extends RouteAddress & { method: 'GET' | 'POST' }>(
  route: R,
  input: RouteInput<R>,
  options?: RequestOptions,
): Promise<ApiResponse<RouteAnswer<R>>> {
  return send<RouteAnswer<R>>(route.method, routeUrl(route, input), input.body, options);
}
