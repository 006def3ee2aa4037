import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** OWASP's scrypt parameters: N = 2^17 (the default cost, PASSWORD_HASH_COST), r = 8, p = 1. */
export const DEFAULT_PASSWORD_HASH_COST = 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;

/** scrypt needs 128·N·r bytes (128 MiB at OWASP's cost); Node refuses more than `maxmem`, 32 MiB unless told. */
const maxmemFor = (n: number, r: number) => 2 * 128 * n * r;

/** A random secret of 256 bits, safe in URLs and cookies. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this hash, so a leaked table grants nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** `scrypt$N$r$p$salt$key`: each hash carries its parameters, so a later, higher cost still reads it. */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const n = 2 ** cost;
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, {
    N: n,
    r: BLOCK_SIZE,
    p: PARALLELISM,
    maxmem: maxmemFor(n, BLOCK_SIZE),
  });
  return `scrypt$${n}$${BLOCK_SIZE}$${PARALLELISM}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: maxmemFor(Number(n), Number(r)),
  });
  return timingSafeEqual(actual, expected);
}

/** True for a hash made with other parameters than the configured cost's: it is replaced at sign-in. */
export function needsRehash(stored: string, cost: number): boolean {
  const [, n, r, p] = stored.split('$');
  return Number(n) !== 2 ** cost || Number(r) !== BLOCK_SIZE || Number(p) !== PARALLELISM;
}

const dummyHashes = new Map<number, Promise<string>>();

/** A hash at the configured cost, checked when the e-mail is unknown so timing leaks nothing. */
export function dummyPasswordHash(cost: number): Promise<string> {
  let hash = dummyHashes.get(cost);
  if (!hash) {
    hash = hashPassword(randomToken(), cost);
    dummyHashes.set(cost, hash);
  }
  return hash;
}
