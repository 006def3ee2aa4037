import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { PARSE_OPTIONS } from '@platform/contract';
import { RequestValidationError } from '../errors.js';

/** Where a NUL character hides in the input: no text field takes one, and PostgreSQL refuses them. */
function nulCharacterPath(value: unknown, path: PropertyKey[] = []): PropertyKey[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulCharacterPath(inner, [...path, Array.isArray(value) ? Number(key) : key]);
    if (found) return found;
  }
  return null;
}

/**
 * Every route validates its input against the contract's zod schemas. Issues keep the rejected
 * input so that the error handler can tell a missing field from a wrong one.
 */
export function useContractValidation(app: FastifyInstance): void {
  app.setValidatorCompiler<z.ZodType>(({ schema, httpPart }) => (data) => {
    const nul = nulCharacterPath(data);
    if (nul) {
      const issue = {
        code: 'custom',
        path: nul,
        message: 'invalid_format',
        input: undefined,
      } as z.core.$ZodIssue;
      return { error: new RequestValidationError(httpPart ?? 'body', [issue]) };
    }
    const result = schema.safeParse(data, PARSE_OPTIONS);
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(httpPart ?? 'body', result.error.issues) };
  });
  app.setSerializerCompiler(serializerCompiler);
}
