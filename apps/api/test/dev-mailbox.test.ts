import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';

const admin = { host: 'app.localhost:3000' };

describe('the development mailbox', () => {
  let development: TestApp;
  let live: TestApp;
  beforeAll(async () => {
    development = await createTestApp();
    live = await createTestApp({
      PUBLIC_PROTOCOL: 'https',
      PUBLIC_HOST: 'shop.example.com',
      SMTP_URL: 'smtp://127.0.0.1:9',
    });
  });
  afterAll(async () => {
    await development.close();
    await live.close();
  });

  it('shows kept mail on plain http at a loopback host, to this machine only', async () => {
    const local = await development.app.inject({ method: 'GET', url: '/dev/mailbox', headers: admin });
    expect(local.statusCode).toBe(200);
    expect(local.body).toContain('Development mailbox');

    for (const remoteAddress of ['203.0.113.9', '192.168.1.20', '::ffff:10.0.0.2']) {
      for (const url of ['/dev/mailbox', '/dev/mailbox/1']) {
        const remote = await development.app.inject({ method: 'GET', url, headers: admin, remoteAddress });
        expect(remote.statusCode, `${remoteAddress} ${url}`).toBe(404);
      }
    }
  });

  it('does not exist where mail goes out by SMTP', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox/1']) {
      const response = await live.app.inject({
        method: 'GET',
        url,
        headers: { host: 'app.shop.example.com' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Development mailbox');
    }
  });
});
