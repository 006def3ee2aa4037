import { AxiosError, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { adminApi } from '@/lib/api/admin-client';

export interface FakeRequest {
  params: Record<string, unknown>;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  data: unknown;
}

/** "GET v1/admin/settings" → what the server answers; a promise holds the answer back until it settles. */
export type FakeRoutes = Record<string, (request: FakeRequest) => FakeReply | Promise<FakeReply>>;

/**
 * Answers the admin's API calls in the test itself, at the HTTP client's edge: everything above it
 * (the fetchers, the contract parsing, the cache, the error handling) runs as in the browser. An
 * answer of 400 or more fails the way axios fails, so forms meet the same errors they meet live.
 * Returns the calls made, to assert what was sent. `client` is the admin's client unless a page calls
 * without a token (sign-in, password reset).
 */
export function fakeAdminApi(
  routes: FakeRoutes,
  client: AxiosInstance = adminApi,
): ({ route: string } & FakeRequest)[] {
  const calls: ({ route: string } & FakeRequest)[] = [];
  client.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const route = `${(config.method ?? 'get').toUpperCase()} ${config.url ?? ''}`;
    const request = {
      params: (config.params ?? {}) as Record<string, unknown>,
      body: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
    };
    calls.push({ route, ...request });
    const reply = (await routes[route]?.(request)) ?? { status: 404, data: { message: 'Not found' } };
    const response = { status: reply.status ?? 200, statusText: '', data: reply.data, headers: {}, config };
    if (response.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${response.status}`,
        AxiosError.ERR_BAD_REQUEST,
        config,
        null,
        response,
      );
    }
    return response;
  };
  return calls;
}
