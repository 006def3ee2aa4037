import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { assertLiteralAllowed, guardedLookup } from './address-guard.js';

/** How long one attempt may take, connecting included, before it counts as failed. */
export const ATTEMPT_TIMEOUT_MS = 10_000;
/** How much of the endpoint's answer the log keeps. */
const EXCERPT_CHARS = 300;
const READ_LIMIT_BYTES = 4096;

/** `t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as Stripe signs its webhooks. */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const digest = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${digest}`;
}

export interface DeliveryAnswer {
  status: number | null;
  excerpt: string | null;
  error: string | null;
}

/** Posts the body once; answers the endpoint's status and the start of its body, or why there is none. */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  allowPrivate: boolean,
): Promise<DeliveryAnswer> {
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
      assertLiteralAllowed(target, allowPrivate);
    } catch (error) {
      resolve({ status: null, excerpt: null, error: (error as Error).message });
      return;
    }
    const client = target.protocol === 'https:' ? https : http;
    // Node's client follows no redirect: a 3xx is logged as the answer and tried again like any other
    // failure, so a `Location` can never lead the delivery to an address the guard did not check.
    const request = client.request(target, {
      method: 'POST',
      lookup: guardedLookup(allowPrivate),
      timeout: ATTEMPT_TIMEOUT_MS,
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'store-platform-webhooks/1',
        ...headers,
      },
    });
    const deadline = setTimeout(() => request.destroy(new Error('timed out')), ATTEMPT_TIMEOUT_MS);
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (error) => {
      clearTimeout(deadline);
      resolve({ status: null, excerpt: null, error: error.message.slice(0, 300) });
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = () => {
        clearTimeout(deadline);
        const text = Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_CHARS);
        resolve({ status: response.statusCode ?? null, excerpt: text, error: null });
      };
      response.on('data', (chunk: Buffer) => {
        if (size >= READ_LIMIT_BYTES) return;
        chunks.push(chunk);
        size += chunk.length;
        if (size >= READ_LIMIT_BYTES) {
          response.destroy();
          finish();
        }
      });
      response.on('end', finish);
      response.on('error', finish);
    });
    request.end(body);
  });
}
