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
    });
    expect(config.appKey).toHaveLength(32);
    expect(readFileSync(path.join(dataDir, 'app.key'), 'utf8').trim()).toBe(
      config.appKey.toString('base64url'),
    );
    expect(loadConfig({ DATA_DIR: dataDir }).appKey).toEqual(config.appKey);
  });

  it('builds the public host from the port unless PUBLIC_HOST names one', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: '4000' }).publicHost).toBe('localhost:4000');
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: '4000', PUBLIC_HOST: 'shop.example' }).publicHost).toBe(
      'shop.example',
    );
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
});
