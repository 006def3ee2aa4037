import type { z } from 'zod';

/**
 * One route table in the contract (docs/decisions/062-one-route-table.md). A route is written down once,
 * in two halves joined by its name: its address (method, path, who may call it), which the browser
 * needs at run time and which carries no schema, and its shape (params, query, body and answer
 * schemas), which the server registers and validates with. The browser takes the shape's types only,
 * so the shop's first load carries no zod.
 */

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `merchant`: a merchant's bearer token (or an API token whose scope covers the route); else anyone. */
export type RouteAuth = 'public' | 'merchant';

export interface RouteAddress {
  method: RouteMethod;
  /** Fastify's pattern: `:name` for a path parameter, `:name?` for one that may be left out. */
  path: `/v1/${string}`;
  auth: RouteAuth;
}

export interface RouteShape {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer's schema by status; left out where the answer is a file. */
  answer?: { [status: number]: z.ZodType };
  /** The OpenAPI tags. */
  tags: string[];
  /** The operation in a few words, as the API docs list it ("Place an order from a cart"). */
  summary: string;
  /**
   * What the route does, who may call it (and with which API token scope) and the errors a caller
   * should expect, for the API docs (docs/decisions/075-api-docs-describe-every-route-and-field.md).
   */
  description: string;
  /** A public route that reads a shopper's bearer token when one is sent (the buyer's orders). */
  shopperToken?: true;
  /** The body's media types where it is not JSON (an upload). */
  consumes?: string[];
}

/** What the API docs say of a route: its summary and description. */
export type RouteDocs = Pick<RouteShape, 'summary' | 'description'>;

/** An address with the shape it stands for, held in its type only (never set at run time). */
export type Addressed<A extends RouteAddress = RouteAddress, S extends RouteShape = RouteShape> = A & {
  readonly '~shape'?: S;
};

/** A route as the server registers it: its address and its shape. */
export type Route = RouteAddress & RouteShape;

/**
 * An area's addresses, each typed with the shape of the same name (`Shapes` is `typeof` the area's
 * shapes, imported as a type): an address needs a shape, and a call is typed from its address.
 */
export function routeAddresses<Shapes extends Record<string, RouteShape>>() {
  return <const Table extends { [Name in keyof Table]: Name extends keyof Shapes ? RouteAddress : never }>(
    table: Table,
  ) => table as { [Name in keyof Table]: Addressed<Table[Name], Shapes[Name & keyof Shapes]> };
}

/** An area's shapes, each given the area's OpenAPI tag unless it names its own. */
export function routeShapes<
  const Shapes extends Record<string, Omit<RouteShape, 'tags'> & { tags?: string[] }>,
>(tag: string, shapes: Shapes): { [Name in keyof Shapes]: Shapes[Name] & { tags: string[] } } {
  return Object.fromEntries(
    Object.entries(shapes).map(([name, shape]) => [name, { tags: [tag], ...shape }]),
  ) as { [Name in keyof Shapes]: Shapes[Name] & { tags: string[] } };
}

/** An area's routes as the server registers them: each address joined with its shape. */
export function joinRoutes<
  Addresses extends Record<string, RouteAddress>,
  Shapes extends { [Name in keyof Addresses]: RouteShape },
>(addresses: Addresses, shapes: Shapes): { [Name in keyof Addresses]: Addresses[Name] & Shapes[Name] } {
  return Object.fromEntries(
    Object.entries(addresses).map(([name, address]) => [name, { ...address, ...shapes[name] }]),
  ) as { [Name in keyof Addresses]: Addresses[Name] & Shapes[Name] };
}

type ParamNames<Path> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type Value = string | number;

/** The values of a path's parameters: `:name?` may be left out (or null). */
export type PathParams<Path> = {
  [Name in ParamNames<Path> as Name extends `${string}?` ? never : Name]: Value;
} & { [Name in ParamNames<Path> as Name extends `${infer Bare}?` ? Bare : never]?: Value | null };

type ShapeOf<R> = R extends { readonly '~shape'?: infer S } ? NonNullable<S> : never;
type Input<S, Key extends 'query' | 'body'> = S extends { [K in Key]: z.ZodType } ? z.input<S[Key]> : never;

type BodyInput<S> = S extends { consumes: string[] }
  ? { body: FormData }
  : [Input<S, 'body'>] extends [never]
    ? { body?: Record<string, never> }
    : undefined extends Input<S, 'body'>
      ? { body?: Input<S, 'body'> }
      : { body: Input<S, 'body'> };

/**
 * What a call of the route sends: the path's parameters, the query and the body, where it has them (a
 * form with a file for an upload).
 */
export type RouteInput<R extends RouteAddress> = ([keyof PathParams<R['path']>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<R['path']> }) &
  ([Input<ShapeOf<R>, 'query'>] extends [never]
    ? { query?: undefined }
    : { query?: Input<ShapeOf<R>, 'query'> }) &
  BodyInput<ShapeOf<R>>;

type Answers<R> = ShapeOf<R> extends { answer: infer A } ? A : never;

/** The body of the route's success answer (200 or 201), as it comes over the wire. */
export type RouteAnswer<R extends RouteAddress> =
  Answers<R> extends Record<200, z.ZodType>
    ? z.output<Answers<R>[200]>
    : Answers<R> extends Record<201, z.ZodType>
      ? z.output<Answers<R>[201]>
      : unknown;

/**
 * The route's path with its parameters filled in, relative to the API's root (`v1/…`), as both web
 * clients and the answers embedded in a store page's HTML take it. Each value is URI-encoded; an
 * optional parameter left out drops its segment.
 */
export function routePath<R extends RouteAddress>(route: R, params?: PathParams<R['path']>): string {
  const values = (params ?? {}) as Record<string, Value | null | undefined>;
  return route.path.slice(1).replace(/\/:(\w+)(\?)?/g, (_, name: string, optional?: string) => {
    const value = values[name];
    if (value === undefined || value === null) {
      if (optional) return '';
      throw new Error(`${route.method} ${route.path} needs :${name}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
}

/**
 * The route's path with its parameters and its query (`?name=value`, values left out when empty), for
 * a client that does not write the query itself.
 */
export function routeUrl<R extends RouteAddress>(
  route: R,
  input: { params?: PathParams<R['path']>; query?: unknown },
): string {
  const path = routePath(route, input.params);
  const query = new URLSearchParams(
    Object.entries((input.query ?? {}) as Record<string, unknown>).flatMap(([name, value]) =>
      value === undefined || value === null || value === ''
        ? []
        : [[name, String(value)] as [string, string]],
    ),
  ).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * A query key (TanStack Query) for a GET of the route: its path pattern, then the parameters and the
 * query the call sends, so the key and the call are taken from the same entry of the table.
 */
export function routeKey<R extends RouteAddress>(
  route: R,
  input: { params?: PathParams<R['path']>; query?: unknown } = {},
) {
  return [route.path, input.params ?? null, input.query ?? null] as const;
}
