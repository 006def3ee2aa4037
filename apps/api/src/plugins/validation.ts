import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { PARSE_OPTIONS } from '@platform/contract';
import { RequestValidationError } from '../errors.js';
import { inputShapeProblem } from '../lib/input-shape.js';

/**
 * Every route validates its input against the contract's zod schemas, after the input's shape has been
 * checked (depth, entries, NUL characters) whatever parser made it. Issues keep the rejected input so
 * that the error handler can tell a missing field from a wrong one.
 */
export function useContractValidation(app: FastifyInstance): void {
  app.setValidatorCompiler<z.ZodType>(({ schema, httpPart }) => (data) => {
    const shape = inputShapeProblem(data);
    if (shape) {
      const issue = {
        code: 'custom',
        path: shape.path,
        message: shape.problem,
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
