import { OpenAPIV3 } from 'openapi-types';

/** A part of the OpenAPI document that a reader needs described: an operation, a parameter or a field. */
export interface DocumentPlace {
  kind: 'operation' | 'parameter' | 'property';
  /** Where it is, for a message: `GET /v1/admin/order query store_id`, `… 200 data.lines[].vat`. */
  where: string;
  /** The parameter's or the property's own name; the operation's is its method and path. */
  name: string;
  /** The object whose `description` (and, for an operation, `summary`) tells it. */
  node: { description?: string; summary?: string };
}

type Schema = OpenAPIV3.SchemaObject | OpenAPIV3.ReferenceObject;

/** Each property of a schema at any depth: in nested objects, array items, maps and unions. */
function* properties(schema: Schema | undefined, at: string): Generator<DocumentPlace> {
  if (!schema || '$ref' in schema) return;
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const where = at.endsWith(' ') ? `${at}${name}` : `${at}.${name}`;
    yield { kind: 'property', where, name, node: property as DocumentPlace['node'] };
    yield* properties(property, where);
  }
  if ('items' in schema) yield* properties(schema.items, `${at}[]`);
  if (typeof schema.additionalProperties === 'object')
    yield* properties(schema.additionalProperties, `${at}{}`);
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    yield* properties(branch, at);
  }
}

/**
 * Every operation of the document, each of its parameters and each property of its request bodies and
 * answers, in the document's order (docs/decisions/075-api-docs-describe-every-route-and-field.md).
 */
export function* documentPlaces(document: OpenAPIV3.Document): Generator<DocumentPlace> {
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of Object.values(OpenAPIV3.HttpMethods)) {
      const operation = item?.[method];
      if (!operation) continue;
      const route = `${method.toUpperCase()} ${path}`;
      yield { kind: 'operation', where: route, name: route, node: operation };
      for (const parameter of operation.parameters ?? []) {
        if ('$ref' in parameter) continue;
        yield {
          kind: 'parameter',
          where: `${route} ${parameter.in} ${parameter.name}`,
          name: parameter.name,
          node: parameter,
        };
      }
      const body =
        operation.requestBody && !('$ref' in operation.requestBody) ? operation.requestBody : undefined;
      for (const [type, content] of Object.entries(body?.content ?? {})) {
        yield* properties(content.schema, `${route} body(${type}) `);
      }
      for (const [status, answer] of Object.entries(operation.responses)) {
        if ('$ref' in answer) continue;
        for (const [type, content] of Object.entries(answer.content ?? {})) {
          yield* properties(content.schema, `${route} ${status}(${type}) `);
        }
      }
    }
  }
}

/** What the place lacks of what a reader needs: an operation a summary and a description, the rest a description. */
export function missingTexts(place: DocumentPlace): ('summary' | 'description')[] {
  const needs =
    place.kind === 'operation' ? (['summary', 'description'] as const) : (['description'] as const);
  return needs.filter((text) => !place.node[text]?.trim());
}
