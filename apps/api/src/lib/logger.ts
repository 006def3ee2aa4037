import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino from 'pino';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * Names that mark a value as a secret wherever it travels: the shopper's `login_token` and a
 * download's `signature` in URLs, tokens and cookies in headers, passwords and keys in bodies.
 */
const SECRET_NAME = String.raw`[\w.-]*(?:token|signature|secret|password|passwd|api[_-]?key|authorization|cookie)[\w.-]*`;

/** `name=value` in a query string or a cookie, for a secret name. */
const SECRET_PARAMETER = new RegExp(String.raw`((?:^|[?&;\s"'])${SECRET_NAME}=)[^&;#\s"'\\]+`, 'gi');
/** `"name":"value"` in the JSON of a log line (a logged header or body), for a secret name. */
const SECRET_PROPERTY = new RegExp(String.raw`("${SECRET_NAME}"\s*:\s*)"(?:[^"\\]|\\.)*"`, 'gi');
/** A bearer credential wherever it appears. */
const BEARER = /\b(Bearer\s+)[^\s"'\\]+/gi;

const REDACTED = '[redacted]';

/**
 * Whether a line names a secret at all. One plain scan: the patterns above cost about ten times as
 * much, and most lines (a shop read's request line) name none, so only the lines that can hold a
 * secret pay for them.
 */
const NAMES_A_SECRET = /token|signature|secret|passw|api[_-]?key|authorization|cookie|bearer/i;

/** A log line with every secret value replaced; the names stay, so the line still says what was sent. */
export function redactSecrets(line: string): string {
  if (!NAMES_A_SECRET.test(line)) return line;
  return line
    .replace(SECRET_PROPERTY, `$1"${REDACTED}"`)
    .replace(SECRET_PARAMETER, `$1${REDACTED}`)
    .replace(BEARER, `$1${REDACTED}`);
}

/**
 * One line per request, when its answer has gone out, with what an operator looks for: Fastify's
 * default writes two (the incoming request and its completion), each through serializers that build
 * objects to describe the request and the reply; at the default level that made a cached shop read
 * cost about two thirds more. The request id comes with the request's logger, as on every other line
 * of the request.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: request.url,
      host: request.host,
      status: reply.statusCode,
      // To a tenth of a millisecond: all a reader looks at, and a shorter number to write.
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}

/** At most this much is written at once; lines wait until nearly that much is there (or a flush). */
const MAX_WRITE_BYTES = 64 * 1024;
const WRITE_AT_BYTES = 60_000;
const FLUSH_INTERVAL_MS = 250;
/** What may wait while standard output does not keep up; past that, lines are dropped rather than kept. */
const MAX_WAITING_BYTES = 16 * 1024 * 1024;

type LineStream = { write(line: string): void };
let standardOutputStream: LineStream | undefined;

/**
 * Standard output, one for the process, written in large blocks and without waiting. A synchronous
 * write for each line was a system call that woke the pipe's reader, most of what logging cost a
 * cached shop read, and when the reader fell behind the whole process waited for it. A busy server
 * now writes a few hundred lines at once, an idle one within a quarter of a second; pino writes what
 * is left when the process exits, also after an uncaught error. The lines are kept as bytes: kept as
 * one growing string, each new line measured the whole of it again.
 */
function standardOutput(): LineStream {
  if (!standardOutputStream) {
    const stream = pino.destination({
      dest: 1,
      sync: false,
      contentMode: 'buffer',
      maxWrite: MAX_WRITE_BYTES,
      minLength: WRITE_AT_BYTES,
      periodicFlush: FLUSH_INTERVAL_MS,
      maxLength: MAX_WAITING_BYTES,
    });
    // In buffer mode sonic-boom takes bytes, though its types name strings only.
    const writeBytes = stream.write.bind(stream) as unknown as (bytes: Buffer) => boolean;
    standardOutputStream = { write: (line) => writeBytes(Buffer.from(line)) };
  }
  return standardOutputStream;
}

/**
 * The app's logger: each line is redacted as it is written, whatever logged it (the request log's
 * URLs, an error's message, a header someone logs), so no secret that travels in a URL or a header
 * reaches the log.
 */
export function loggerOptions(level: string, stream?: LineStream): LoggerOptions {
  return { level, hooks: { streamWrite: redactSecrets }, stream: stream ?? standardOutput() };
}
