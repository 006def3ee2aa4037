import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'config-test-'));

describe('configuration', () => {
  it('has defaults for everything and keeps a generated APP_KEY in DATA_DIR', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      publicHost: 'localhost:3000',
      demoData: true,
      databaseUrl: `sqlite:${path.join(dataDir, 'platform.sqlite')}`,
      // OWASP's scrypt cost: N = 2^17.
      passwordHashCost: 17,
    });
    expect(config.appKey).toHaveLength(32);
    expect(readFileSync(path.join(dataDir, 'app.key'), 'utf8').trim()).toBe(
      config.appKey.toString('base64url'),
    );
    expect(loadConfig({ DATA_DIR: dataDir }).appKey).toEqual(config.appKey);
  });

  it('builds the public host from the port unless PUBLIC_HOST names one', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: '4000' }).publicHost).toBe('localhost:4000');
    const named = { PORT: '4000', PUBLIC_HOST: 'shop.example', SMTP_URL: 'smtp://mail.example:587' };
    expect(loadConfig({ DATA_DIR: tempDir(), ...named }).publicHost).toBe('shop.example');
  });

  it('names every bad variable', () => {
    const load = () =>
      loadConfig({
        DATA_DIR: tempDir(),
        PORT: '-1',
        DEMO_DATA: 'maybe',
        REDIS_URL: 'localhost:6379',
        APP_KEY: 'short',
      });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT[\s\S]*APP_KEY[\s\S]*REDIS_URL[\s\S]*DEMO_DATA/);
  });

  it('keeps mail in the development mailbox only on plain http at a loopback host', () => {
    for (const host of ['localhost:3000', 'localhost', 'shop.localhost:8080', '127.0.0.1:3000']) {
      expect(loadConfig({ DATA_DIR: tempDir(), PUBLIC_HOST: host }).devMailbox, host).toBe(true);
    }
    const withSmtp = loadConfig({ DATA_DIR: tempDir(), SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect(withSmtp.devMailbox).toBe(false);
    const live = loadConfig({
      DATA_DIR: tempDir(),
      PUBLIC_PROTOCOL: 'https',
      PUBLIC_HOST: 'shop.example.com',
      SMTP_URL: 'smtp://mail.example.com:587',
    });
    expect(live.devMailbox).toBe(false);
  });

  it('refuses to start without SMTP_URL where the platform does not run for development', () => {
    for (const environment of [
      { PUBLIC_PROTOCOL: 'https' },
      { PUBLIC_PROTOCOL: 'https', PUBLIC_HOST: 'shop.example.com' },
      { PUBLIC_HOST: 'shop.example.com' },
      { PUBLIC_HOST: 'localhost.example.com:3000' },
    ]) {
      const load = () => loadConfig({ DATA_DIR: tempDir(), ...environment });
      expect(load, JSON.stringify(environment)).toThrow(ConfigError);
      expect(load, JSON.stringify(environment)).toThrow(/SMTP_URL/);
    }
  });

  it('moves the clock only where the platform runs for development', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), CLOCK_OFFSET_SECONDS: '86400' }).clockOffsetSeconds).toBe(
      86_400,
    );
    expect(loadConfig({ DATA_DIR: tempDir() }).clockOffsetSeconds).toBe(0);
    const live = () =>
      loadConfig({
        DATA_DIR: tempDir(),
        PUBLIC_PROTOCOL: 'https',
        PUBLIC_HOST: 'shop.example.com',
        SMTP_URL: 'smtp://mail.example.com:587',
        CLOCK_OFFSET_SECONDS: '86400',
      });
    expect(live).toThrow(/CLOCK_OFFSET_SECONDS: a moved clock is for development only/);
  });

  it('keeps files on disk unless S3_BUCKET names a bucket, with the endpoint and keys given', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).s3).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tempDir(), S3_BUCKET: 'shop-files' }).s3).toEqual({
      bucket: 'shop-files',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
    });
    const minio = loadConfig({
      DATA_DIR: tempDir(),
      S3_BUCKET: 'shop-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      AWS_REGION: 'eu-central-1',
      AWS_ACCESS_KEY_ID: 'id',
      AWS_SECRET_ACCESS_KEY: 'secret',
    });
    expect(minio.s3).toEqual({
      bucket: 'shop-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
  });

  it('refuses a bucket setting that would not do what it says', () => {
    for (const [environment, variable] of [
      [{ S3_BUCKET: 'Shop_Files' }, 'S3_BUCKET'],
      [{ S3_BUCKET: 'shop-files', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
      [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET'],
      [{ S3_BUCKET: 'shop-files', AWS_ACCESS_KEY_ID: 'id' }, 'AWS_SECRET_ACCESS_KEY'],
    ] as const) {
      const load = () => loadConfig({ DATA_DIR: tempDir(), ...environment });
      expect(load, JSON.stringify(environment)).toThrow(
        new RegExp(`^Invalid configuration:\\n  ${variable}:`),
      );
    }
  });

  it('keeps no metrics unless METRICS_PORT names a port, and gives a stop ten seconds by default', () => {
    expect(loadConfig({ DATA_DIR: tempDir() })).toMatchObject({
      metricsPort: undefined,
      shutdownTimeoutMs: 10_000,
    });
    expect(
      loadConfig({ DATA_DIR: tempDir(), METRICS_PORT: '9464', SHUTDOWN_TIMEOUT_MS: '30000' }),
    ).toMatchObject({ metricsPort: 9464, shutdownTimeoutMs: 30_000 });
    const load = () => loadConfig({ DATA_DIR: tempDir(), METRICS_PORT: '0', SHUTDOWN_TIMEOUT_MS: 'soon' });
    expect(load).toThrow(/METRICS_PORT[\s\S]*SHUTDOWN_TIMEOUT_MS/);
  });
});
