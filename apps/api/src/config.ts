import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { MAX_INT32 } from '@platform/contract';
import { DEFAULT_PASSWORD_HASH_COST } from './lib/crypto.js';
import type { S3Config } from './lib/storage.js';

const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'use true or false' })
  .transform((value) => value === 'true' || value === '1');

/** localhost, its subdomains and 127.x.x.x: names only this machine answers to. */
function isLoopbackHost(publicHost: string): boolean {
  const name = publicHost.replace(/:\d+$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(name);
}

/** Plain http on a loopback host: the platform runs on a developer's machine, not for the public. */
const isDevelopment = (protocol: string, publicHost: string) =>
  protocol === 'http' && isLoopbackHost(publicHost);

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).optional(),
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
  VIES_API_URL: z.url().default('https://ec.europa.eu/taxation_customs/vies/rest-api'),
  VIES_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  OUTBOX_INTERVAL_MS: z.coerce.number().int().min(50).default(1000),
  ORDER_EXPIRY_INTERVAL_MS: z.coerce.number().int().min(50).default(60_000),
  MAIL_FROM: z.email({ error: 'use an e-mail address' }).default('shop@localhost.test'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_DATA: flag.default(true),
  WEBHOOK_ALLOW_PRIVATE: flag.default(false),
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
  /** log2 of scrypt's N. Only the tests lower it, to register many merchants quickly. */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(DEFAULT_PASSWORD_HASH_COST),
  LOGIN_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  LOGIN_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  LOGIN_LIMIT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  /** Failed discount codes per client address a quarter of an hour (decision 045). */
  DISCOUNT_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  /** Orders placed per client address an hour (decision 045). */
  ORDER_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  /** Development only: the server's clock runs this far ahead, for journeys that need a later day. */
  CLOCK_OFFSET_SECONDS: z.coerce.number().int().min(0).max(MAX_INT32).default(0),
  // S3's rules for a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens.
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'use a bucket name, like shop-files' })
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'use http://… or https://…' }).optional(),
  AWS_REGION: z.string().min(1).default('us-east-1'),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
});

/** Mail needs SMTP_URL, unless the platform runs for development: there it is kept in the mailbox. */
const checkedEnvironment = environmentSchema
  .refine((env) => env.SMTP_URL || isDevelopment(env.PUBLIC_PROTOCOL, env.PUBLIC_HOST ?? 'localhost'), {
    path: ['SMTP_URL'],
    error:
      'set smtp://… to send e-mail: only on plain http at a loopback PUBLIC_HOST (localhost) is mail kept in the development mailbox',
  })
  .refine(
    (env) =>
      env.CLOCK_OFFSET_SECONDS === 0 || isDevelopment(env.PUBLIC_PROTOCOL, env.PUBLIC_HOST ?? 'localhost'),
    {
      path: ['CLOCK_OFFSET_SECONDS'],
      error: 'a moved clock is for development only: plain http at a loopback PUBLIC_HOST (localhost)',
    },
  )
  // An endpoint alone would leave the files on disk while the operator believes they are in a bucket.
  .refine((env) => env.S3_BUCKET || !env.S3_ENDPOINT, {
    path: ['S3_BUCKET'],
    error: 'set the bucket to keep files in, or leave S3_ENDPOINT out to keep them in DATA_DIR',
  })
  // One key without the other would silently fall back to the SDK's other credential sources.
  .refine((env) => !env.AWS_ACCESS_KEY_ID === !env.AWS_SECRET_ACCESS_KEY, {
    path: ['AWS_SECRET_ACCESS_KEY'],
    error: 'set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY together, or neither',
  });

export type Config = {
  port: number;
  host: string;
  publicHost: string;
  publicProtocol: 'http' | 'https';
  dataDir: string;
  /** Tenant scopes kept and checked on SQLite too (NODE_ENV test or development; decision 018). */
  assertTenantScopes: boolean;
  databaseUrl: string;
  appKey: Buffer;
  redisUrl?: string;
  smtpUrl?: string;
  /** Plain http at a loopback PUBLIC_HOST: the platform runs on a developer's machine, for nobody else. */
  development: boolean;
  /** No SMTP_URL on a developer's machine: mails are kept and shown at /dev/mailbox to this machine. */
  devMailbox: boolean;
  mailFrom: string;
  outboxIntervalMs: number;
  orderExpiryIntervalMs: number;
  /** The providers' API roots; tests point them at a local server that answers like the provider. */
  providerApis: { mollie: string; stripe: string };
  /** The EU VIES service that confirms buyers' VAT numbers, and how long a check may take (decision 029). */
  vies: { url: string; timeoutMs: number };
  logLevel: string;
  demoData: boolean;
  /** Webhook endpoints may be at any address, this host's and private ones included (tests, a closed network). */
  webhookAllowPrivate: boolean;
  workers: number;
  trustProxy: boolean;
  webDistDir: string;
  rateLimits: {
    loginPerEmail: number;
    loginPerAddress: number;
    windowSeconds: number;
    /** Anonymous limits per client address of decision 045; each has its window in its module. */
    failedCodesPerAddress: number;
    ordersPerAddress: number;
  };
  /** log2 of scrypt's N for new password hashes. */
  passwordHashCost: number;
  uploads: { maxImageBytes: number; maxFileBytes: number };
  /** Development only: how far ahead of the system's clock the server's runs (0 everywhere else). */
  clockOffsetSeconds: number;
  /** Where uploaded files live: a bucket when S3_BUCKET is set, else `DATA_DIR/storage`. */
  s3?: S3Config;
  /** Where Prometheus scrapes the metrics (on HOST); none: no metrics are kept. */
  metricsPort?: number;
  /** How long a stop may take to finish what is under way before the process exits anyway. */
  shutdownTimeoutMs: number;
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
  const parsed = checkedEnvironment.safeParse(environment);
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
    // Costs a fifth of a cached shop read on SQLite (decision 011), so only where code is being tried.
    assertTenantScopes: env.NODE_ENV === 'test' || env.NODE_ENV === 'development',
    databaseUrl: env.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'platform.sqlite')}`,
    appKey: Buffer.from(env.APP_KEY ?? loadOrCreateAppKey(dataDir), 'base64url'),
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    development: isDevelopment(env.PUBLIC_PROTOCOL, env.PUBLIC_HOST ?? 'localhost'),
    devMailbox: !env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    outboxIntervalMs: env.OUTBOX_INTERVAL_MS,
    orderExpiryIntervalMs: env.ORDER_EXPIRY_INTERVAL_MS,
    providerApis: { mollie: env.MOLLIE_API_URL, stripe: env.STRIPE_API_URL },
    vies: { url: env.VIES_API_URL.replace(/\/+$/, ''), timeoutMs: env.VIES_TIMEOUT_MS },
    logLevel: env.LOG_LEVEL,
    demoData: env.DEMO_DATA,
    webhookAllowPrivate: env.WEBHOOK_ALLOW_PRIVATE,
    workers: env.WORKERS,
    trustProxy: env.TRUST_PROXY,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    uploads: { maxImageBytes: env.MAX_IMAGE_BYTES, maxFileBytes: env.MAX_FILE_BYTES },
    passwordHashCost: env.PASSWORD_HASH_COST,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.AWS_REGION,
          credentials:
            env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
              ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
    rateLimits: {
      loginPerEmail: env.LOGIN_LIMIT_PER_EMAIL,
      loginPerAddress: env.LOGIN_LIMIT_PER_ADDRESS,
      windowSeconds: env.LOGIN_LIMIT_WINDOW_SECONDS,
      failedCodesPerAddress: env.DISCOUNT_LIMIT_PER_ADDRESS,
      ordersPerAddress: env.ORDER_LIMIT_PER_ADDRESS,
    },
    clockOffsetSeconds: env.CLOCK_OFFSET_SECONDS,
    metricsPort: env.METRICS_PORT,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  };
}
