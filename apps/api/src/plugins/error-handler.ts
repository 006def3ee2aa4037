import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fieldErrors, message, type ErrorResponse } from '@platform/contract';
import { AppError, RequestValidationError } from '../errors.js';
import { localeFromHeader } from '../lib/locale.js';

function send(reply: FastifyReply, status: number, body: ErrorResponse) {
  return reply.status(status).type('application/json').send(body);
}

/** The one place where errors become answers: 4xx say what is wrong, a 5xx never says why. */
export function useErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(
    (error: FastifyError | AppError | RequestValidationError, request: FastifyRequest, reply) => {
      const locale = localeFromHeader(request.headers['accept-language']);

      if (error instanceof RequestValidationError) {
        return send(reply, 422, {
          message: message(locale, 'invalid'),
          errors: fieldErrors(error.issues, locale),
        });
      }
      if (error instanceof AppError) {
        if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, 'request failed');
        reply.headers(error.headers);
        const errors = error.fields
          ? Object.fromEntries(
              Object.entries(error.fields).map(([field, code]) => [
                field,
                [message(locale, code, error.params)],
              ]),
            )
          : undefined;
        return send(reply, error.statusCode, {
          message: message(locale, error.code, error.params),
          ...(errors ? { errors } : {}),
        });
      }
      const status = error.statusCode ?? 500;
      if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return send(reply, 413, { message: message(locale, 'payload_too_large') });
      }
      if (status >= 400 && status < 500) {
        // Malformed JSON, a wrong content type and the like: the body as a whole is invalid.
        return send(reply, status === 400 || status === 415 ? 422 : status, {
          message: message(locale, 'invalid'),
          errors: { _: [error.message] },
        });
      }
      request.log.error({ err: error }, 'request failed');
      return send(reply, 500, { message: message(locale, 'server_error') });
    },
  );

  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, { message: message(localeFromHeader(request.headers['accept-language']), 'not_found') }),
  );
}
