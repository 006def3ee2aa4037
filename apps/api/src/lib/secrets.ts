import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/** Encrypts a secret with APP_KEY (AES-256-GCM), so a copy of the database alone reveals nothing. */
export function encryptSecret(appKey: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', appKey, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [
    VERSION,
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    data.toString('base64url'),
  ].join(':');
}

export function decryptSecret(appKey: Buffer, sealed: string): string {
  const [version, iv, tag, data] = sealed.split(':');
  if (version !== VERSION || !iv || !tag || !data) throw new Error('unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', appKey, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** "live_…k3Xz": enough to tell keys apart, never enough to use one. */
export function secretHint(secret: string): string {
  const prefix = secret.match(/^[a-z]+_(?:[a-z]+_)?/)?.[0] ?? '';
  return `${prefix}…${secret.slice(-4)}`;
}
