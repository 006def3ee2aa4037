import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { AppError } from '../../errors.js';

/** Loopback, private, link-local, shared, multicast and reserved ranges: never a merchant's server. */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** True for an address a webhook may not go to; an IPv4 address mapped into IPv6 counts as itself. */
export function isPrivateAddress(address: string): boolean {
  const mapped = address.toLowerCase().match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class PrivateAddressError extends Error {
  constructor(host: string) {
    super(`${host} resolves to a private or loopback address`);
  }
}

/** The host's addresses, every one of them checked; a literal address is its own. */
async function checkedAddresses(host: string, allowPrivate: boolean) {
  const bare = host.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  const addresses = family ? [{ address: bare, family }] : await dnsLookup(bare, { all: true });
  if (!allowPrivate && addresses.some(({ address }) => isPrivateAddress(address))) {
    throw new PrivateAddressError(host);
  }
  return addresses;
}

/** Refuses, as a 422 on `url`, an endpoint whose host is or resolves to a private address. */
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
  if (!allowPrivate && isIP(bare) && isPrivateAddress(bare)) throw new PrivateAddressError(url.hostname);
}
