import type { VatCheck } from '@platform/contract';
import type { Config } from '../../config.js';
import { boundedCache } from '../../cache/bounded-cache.js';

interface ViesAnswer {
  valid?: unknown;
  name?: unknown;
  address?: unknown;
  requestIdentifier?: unknown;
  errorWrappers?: { error?: unknown }[];
  actionSucceed?: unknown;
}

/** VIES writes "---" where a state does not disclose a name or address. */
function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' || trimmed === '---' ? null : trimmed;
}

/**
 * Asks VIES whether a VAT number is valid: `POST {VIES_API_URL}/check-vat-number`, bounded by
 * `VIES_TIMEOUT_MS`. Any failure (timeout, network, an HTTP error, an answer without `valid`, VIES's own
 * error codes such as MS_UNAVAILABLE) is `unavailable`, never `invalid`: the sale is then charged VAT,
 * and the check says why (decision 029).
 */
export async function checkVatNumber(
  vies: Config['vies'],
  countryCode: string,
  vatNumber: string,
  now: Date,
): Promise<VatCheck> {
  const base = {
    country_code: countryCode,
    vat_number: vatNumber,
    checked_at: now.toISOString(),
    name: null,
    address: null,
    request_identifier: null,
  };
  try {
    const response = await fetch(`${vies.url}/check-vat-number`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ countryCode, vatNumber }),
      signal: AbortSignal.timeout(vies.timeoutMs),
    });
    if (!response.ok) return { ...base, status: 'unavailable', error: `HTTP ${response.status}` };
    const answer = (await response.json()) as ViesAnswer;
    if (typeof answer.valid !== 'boolean') {
      const code = answer.errorWrappers?.[0]?.error;
      return { ...base, status: 'unavailable', error: typeof code === 'string' ? code : 'no answer' };
    }
    return {
      ...base,
      status: answer.valid ? 'valid' : 'invalid',
      name: text(answer.name),
      address: text(answer.address),
      request_identifier: text(answer.requestIdentifier),
      error: null,
    };
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      return { ...base, status: 'unavailable', error: 'timeout' };
    }
    const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
    const code = typeof cause?.code === 'string' ? cause.code : String(error);
    return { ...base, status: 'unavailable', error: `network: ${code}` };
  }
}

const TEN_MINUTES = 10 * 60 * 1000;

/**
 * The cart's checks, kept for the ten minutes they were made in (the time is part of the key, so no
 * entry lives longer), so that a shopper's cart does not ask VIES at every change. Only answers are
 * kept; an unavailable VIES is asked again. Placing the order always asks anew: that check is the evidence.
 */
export function cachedViesChecks() {
  const cache = boundedCache<VatCheck>('vies-checks', 10_000);
  return async (vies: Config['vies'], countryCode: string, vatNumber: string, now: Date) => {
    const key = `${Math.floor(now.getTime() / TEN_MINUTES)}:${countryCode}:${vatNumber}`;
    const kept = cache.get(key);
    if (kept) return kept;
    const check = await checkVatNumber(vies, countryCode, vatNumber, now);
    if (check.status !== 'unavailable') cache.set(key, check);
    return check;
  };
}
