import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { fieldDescriptions } from '@platform/contract';
import { scopeForRoute } from '../modules/api-tokens/index.js';
import { documentPlaces } from './openapi-places.js';
// For the route config's `auth`, which this plugin declares.
import type {} from './merchant-auth.js';

/** Who may call the route, from what the server holds it to, so the docs cannot say otherwise. */
function whoMayCall(route: RouteOptions): string {
  if (route.config?.auth !== 'merchant') return '**Who may call:** anyone; no merchant sign-in.';
  const scope = scopeForRoute(route.url, route.method as string);
  return scope
    ? `**Who may call:** the merchant of the store, signed in, or an API token of the store with the \`${scope}\` scope.`
    : '**Who may call:** a signed-in merchant only; an API token is refused (403).';
}

/** A path's `{id}`, named by the segment before it: `/v1/admin/webhook-endpoint/{id}` → the webhook endpoint's. */
function pathIdDescription(where: string): string | undefined {
  const thing = where.match(/\/([a-z-]+)\/\{id\}/)?.[1];
  return thing && `The ${thing.replace(/-/g, ' ')}'s id.`;
}

/**
 * Gives each parameter and field the contract's schema left undescribed the description of its name,
 * where the name means one thing wherever it appears (decision 075); a schema's own `.describe()` wins.
 */
function describeByName(document: OpenAPIV3.Document): OpenAPIV3.Document {
  for (const place of documentPlaces(document)) {
    if (place.kind === 'operation' || place.node.description) continue;
    const description =
      place.kind === 'parameter' && place.name === 'id'
        ? pathIdDescription(place.where)
        : fieldDescriptions[place.name];
    if (description) place.node.description = description;
  }
  return document;
}

/** OpenAPI generated from the contract's schemas, readable at /docs. */
export async function useOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Store platform API',
        version: '1.0.0',
        description:
          'Every success answer is `{ data }` (lists add `meta`); an error is `{ message, errors? }`, where ' +
          '`errors` names each field refused (422). Merchant routes take a bearer token: a session token ' +
          'from signing in, or an API token, which is bound to one store and needs no `store_id`. Money ' +
          'is in whole cents.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      if (schema.hide) return { schema, url };
      const about = [schema.description, whoMayCall(input.route)].filter(Boolean).join('\n\n');
      return { schema: { ...schema, description: about }, url };
    },
    transformObject: (document) =>
      'openapiObject' in document
        ? describeByName(document.openapiObject as OpenAPIV3.Document)
        : document.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
