import { AsyncResource } from 'node:async_hooks';

/**
 * An async generator whose steps run in the async context in which it was wrapped: a response stream
 * pulls its chunks later, from the socket's callbacks, where the request's tenant scope (PostgreSQL's
 * row-level security, decision 008) would otherwise be lost.
 */
export function inRequestScope<T>(source: AsyncGenerator<T>): AsyncIterable<T> {
  const next = AsyncResource.bind(() => source.next());
  const stop = AsyncResource.bind(() => source.return(undefined));
  return { [Symbol.asyncIterator]: () => ({ next, return: stop }) };
}
