import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import os from 'node:os';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../errors.js';

/**
 * IANA's global unicast space for IPv6. ipaddr.js answers `unicast` for whatever it does not name,
 * `::/96` (IPv4-compatible addresses) among it; outside 2000::/3 nothing is a public server.
 */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * This host's own addresses, read at each check: a delivery to one of them reaches the services
 * listening here, and their answer would show in the delivery log. A public address of this host is
 * unicast like any other, so only this list keeps it out.
 */
function ownAddresses(): Set<string> {
  const own = new Set<string>();
  for (const entries of Object.values(os.networkInterfaces())) {
    for (const { address } of entries ?? []) {
      if (ipaddr.isValid(address)) own.add(ipaddr.process(address).toNormalizedString());
    }
  }
  return own;
}

/**
 * True only for an address a webhook may go to: globally reachable unicast (ipaddr.js's `range()`,
 * which names the private, loopback, link-local, shared, multicast, documentation, benchmarking and
 * discard ranges), and not this host's. An IPv4 address mapped into IPv6 counts as itself.
 */
export function isPublicAddress(address: string): boolean {
  if (isIP(address) === 0) return false;
  const ip = ipaddr.process(address);
  if (ip.range() !== 'unicast') return false;
  if (ip instanceof ipaddr.IPv6 && !ip.match(GLOBAL_UNICAST_V6)) return false;
  return !ownAddresses().has(ip.toNormalizedString());
}

export class PrivateAddressError extends Error {
  constructor(host: string) {
    super(`${host} is not an address on the public internet`);
  }
}

/** The host's addresses, every one of them checked; a literal address is its own. */
async function checkedAddresses(host: string, allowPrivate: boolean) {
  const bare = host.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  const addresses = family ? [{ address: bare, family }] : await dnsLookup(bare, { all: true });
  if (!allowPrivate && !addresses.every(({ address }) => isPublicAddress(address))) {
    throw new PrivateAddressError(host);
  }
  return addresses;
}

/** Refuses, as a 422 on `url`, an endpoint whose host is or resolves to an address not on the public internet. */
export async function assertReachableUrl(url: string, allowPrivate: boolean): Promise<void> {
  try {
    await checkedAddresses(new URL(url).hostname, allowPrivate);
  } catch (error) {
    throw AppError.invalid({
      url: error instanceof PrivateAddressError ? 'url_private' : 'url_unresolvable',
    });
  }
}

/**
 * The `lookup` a delivery's connection uses: the addresses are resolved and checked here, and the
 * connection goes to the checked address, so a name that resolves anew in between (DNS rebinding)
 * cannot send it elsewhere.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    checkedAddresses(hostname, allowPrivate).then(
      (addresses) => {
        const wanted = options.family
          ? addresses.filter((entry) => entry.family === options.family)
          : addresses;
        if (options.all) {
          callback(null, wanted);
          return;
        }
        const first = wanted[0];
        if (!first)
          callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

/** A literal address in the URL is connected to without a lookup: it is checked before. */
export function assertLiteralAllowed(url: URL, allowPrivate: boolean): void {
  const bare = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && isIP(bare) && !isPublicAddress(bare)) throw new PrivateAddressError(url.hostname);
}
