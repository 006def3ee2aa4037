import type { FastifyServerOptions } from 'fastify';

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

/** A log line with every secret value replaced; the names stay, so the line still says what was sent. */
export function redactSecrets(line: string): string {
  return line
    .replace(SECRET_PROPERTY, `$1"${REDACTED}"`)
    .replace(SECRET_PARAMETER, `$1${REDACTED}`)
    .replace(BEARER, `$1${REDACTED}`);
}

/**
 * The app's logger: each line is redacted as it is written, whatever logged it (the request log's
 * URLs, an error's message, a header someone logs), so no secret that travels in a URL or a header
 * reaches the log.
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }): LoggerOptions {
  return { level, hooks: { streamWrite: redactSecrets }, ...(stream ? { stream } : {}) };
}
