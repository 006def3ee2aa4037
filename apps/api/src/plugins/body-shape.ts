import { Transform } from 'node:stream';
import type { FastifyInstance, preParsingHookHandler } from 'fastify';
import { AppError } from '../errors.js';
import { jsonShapeScanner } from '../lib/input-shape.js';
import { addRouteHook } from './route-hooks.js';

const JSON_MEDIA_TYPE = /^\s*application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;
const BODILESS_METHODS = new Set(['GET', 'HEAD']);

/**
 * A JSON body's shape is checked as it streams in, before it is parsed: a body nested too deeply or
 * with too many entries in one place is refused at its first byte beyond the limits, so it costs
 * neither the parse nor the walk after it (decision 014).
 */
const checkJsonShape: preParsingHookHandler = (request, _reply, payload, done) => {
  if (!JSON_MEDIA_TYPE.test(request.headers['content-type'] ?? '')) return done(null, payload);
  const scan = jsonShapeScanner();
  const checked = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      const problem = scan(chunk);
      next(problem ? AppError.invalid({ _: problem }) : null, chunk);
    },
  });
  // Piped, not pipelined: a refusal must not destroy the request, whose socket carries the answer.
  payload.on('error', (error) => checked.destroy(error));
  done(null, payload.pipe(checked));
};

/** On every route that takes a body; call it before the routes register. */
export function useBodyShapeLimits(app: FastifyInstance): void {
  addRouteHook(
    app,
    (_config, route) => [route.method].flat().some((method) => !BODILESS_METHODS.has(method)),
    'preParsing',
    checkJsonShape,
  );
}
