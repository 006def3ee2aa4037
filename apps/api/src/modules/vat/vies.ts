import { normalizeVatNumber, viesCountryCode, type VatCheck } from '@platform/contract';
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

/** Who asks VIES: the store's own VAT number, as VIES's prefix and the rest. */
export interface ViesRequester {
  requesterMemberStateCode: string;
  requesterNumber: string;
}

/**
 * The store's billing VAT number as a VIES requester (NL123456789B01 → NL + 123456789B01), with or
 * without its prefix; a number with another state's prefix counts as that state's. Null when the store
 * has none, or it is no VAT number of its state: VIES refuses a check whose requester it cannot read,
 * and a typo in the store's own number must not cost its business buyers their reverse charge.
 */
export function viesRequester(vatNumber: string | null, storeCountry: string): ViesRequester | null {
  if (!vatNumber) return null;
  const prefix = vatNumber
    .replace(/[\s.-]/g, '')
    .toUpperCase()
    .slice(0, 2);
  for (const country of [storeCountry, prefix === 'EL' ? 'GR' : prefix]) {
    const number = normalizeVatNumber(country, vatNumber);
    if (number) return { requesterMemberStateCode: viesCountryCode(country), requesterNumber: number };
  }
  return null;
}

/**
 * Asks VIES whether a VAT number is valid: `POST {VIES_API_URL}/check-vat-number`, bounded by
 * `VIES_TIMEOUT_MS`. With a requester VIES answers a consultation number (`requestIdentifier`), the
 * evidence a tax office asks for; without one it answers none. Any failure (timeout, network, an HTTP
 * error, an answer without `valid`, VIES's own error codes such as MS_UNAVAILABLE) is `unavailable`,
 * never `invalid`: the sale is then charged VAT, and the check says why (decision 029).
 */
export async function checkVatNumber(
  vies: Config['vies'],
  requester: ViesRequester | null,
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
      body: JSON.stringify({ countryCode, vatNumber, ...requester }),
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
 * The requester is part of the key: a consultation number is VIES's record of one requester's check, so
 * a check made for one store is never another's.
 */
export function cachedViesChecks() {
  const cache = boundedCache<VatCheck>('vies-checks', 10_000);
  return async (
    vies: Config['vies'],
    requester: ViesRequester | null,
    countryCode: string,
    vatNumber: string,
    now: Date,
  ) => {
    const asker = requester ? `${requester.requesterMemberStateCode}${requester.requesterNumber}` : '';
    const key = `${Math.floor(now.getTime() / TEN_MINUTES)}:${asker}:${countryCode}:${vatNumber}`;
    const kept = cache.get(key);
    if (kept) return kept;
    const check = await checkVatNumber(vies, requester, countryCode, vatNumber, now);
    if (check.status !== 'unavailable') cache.set(key, check);
    return check;
  };
}
