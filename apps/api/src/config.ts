import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { MAX_INT32 } from '@platform/contract';

const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'use true or false' })
  .transform((value) => value === 'true' || value === '1');

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  PUBLIC_HOST: z
    .string()
    .regex(/^[a-z0-9.-]+(:\d+)?$/, { error: 'use a host name with an optional port, like localhost:3000' })
    .optional(),
  PUBLIC_PROTOCOL: z.enum(['http', 'https']).default('http'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|sqlite:)/, { error: 'use postgres://… or sqlite:<file>' })
    .optional(),
  APP_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'use 32 random bytes in base64url (43 characters)' })
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'use redis://…' })
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'use smtp://… or smtps://…' })
    .optional(),
  MOLLIE_API_URL: z.url().default('https://api.mollie.com/v2/'),
  STRIPE_API_URL: z.url().default('https://api.stripe.com'),
  OUTBOX_INTERVAL_MS: z.coerce.number().int().min(50).default(1000),
  MAIL_FROM: z.email({ error: 'use an e-mail address' }).default('shop@localhost.test'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_DATA: flag.default(true),
  WORKERS: z.coerce.number().int().min(1).max(64).default(availableParallelism()),
  TRUST_PROXY: flag.default(false),
  WEB_DIST_DIR: z.string().optional(),
  MAX_IMAGE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024),
  // A file's size is kept in a 32-bit column.
  MAX_FILE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(MAX_INT32)
    .default(200 * 1024 * 1024),
  LOGIN_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  LOGIN_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  LOGIN_LIMIT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
});

export type Config = {
  port: number;
  host: string;
  publicHost: string;
  publicProtocol: 'http' | 'https';
  dataDir: string;
  databaseUrl: string;
  appKey: Buffer;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  outboxIntervalMs: number;
  /** The providers' API roots; tests point them at a local server that answers like the provider. */
  providerApis: { mollie: string; stripe: string };
  logLevel: string;
  demoData: boolean;
  workers: number;
  trustProxy: boolean;
  webDistDir: string;
  rateLimits: { loginPerEmail: number; loginPerAddress: number; windowSeconds: number };
  uploads: { maxImageBytes: number; maxFileBytes: number };
};

export class ConfigError extends Error {}

/** Reads the APP_KEY from DATA_DIR, creating it on first start, so links and secrets survive restarts. */
function loadOrCreateAppKey(dataDir: string): string {
  const file = path.join(dataDir, 'app.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: env.PORT,
    host: env.HOST,
    // Every address the server makes is built from it, redirects too, so it follows PORT by default.
    publicHost: env.PUBLIC_HOST ?? `localhost:${env.PORT}`,
    publicProtocol: env.PUBLIC_PROTOCOL,
    dataDir,
    databaseUrl: env.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'platform.sqlite')}`,
    appKey: Buffer.from(env.APP_KEY ?? loadOrCreateAppKey(dataDir), 'base64url'),
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    outboxIntervalMs: env.OUTBOX_INTERVAL_MS,
    providerApis: { mollie: env.MOLLIE_API_URL, stripe: env.STRIPE_API_URL },
    logLevel: env.LOG_LEVEL,
    demoData: env.DEMO_DATA,
    workers: env.WORKERS,
    trustProxy: env.TRUST_PROXY,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    uploads: { maxImageBytes: env.MAX_IMAGE_BYTES, maxFileBytes: env.MAX_FILE_BYTES },
    rateLimits: {
      loginPerEmail: env.LOGIN_LIMIT_PER_EMAIL,
      loginPerAddress: env.LOGIN_LIMIT_PER_ADDRESS,
      windowSeconds: env.LOGIN_LIMIT_WINDOW_SECONDS,
    },
  };
}
