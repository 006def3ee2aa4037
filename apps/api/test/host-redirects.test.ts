import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, shopWithProduct, type TestApp } from './harness.js';

/** A request as raw bytes, so that the Host header can be anything, or missing. */
function rawRequest(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.write(`${head}\r\n\r\n`);
  });
}

describe('redirects and links go only to the configured hosts, whatever the Host header says', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await shopWithProduct(t.app, 'host-shop');
  });
  afterAll(() => t.close());

  const get = (host: string, url = '/login') => t.app.inject({ method: 'GET', url, headers: { host } });

  it('sends the bare and www hosts to the configured admin host, on its configured port', async () => {
    for (const host of [
      'localhost:3000',
      'localhost',
      'www.localhost:3000',
      'localhost:9999',
      'WWW.localhost:1',
    ]) {
      const answer = await get(host);
      expect(answer.statusCode, host).toBe(302);
      expect(answer.headers.location, host).toBe('http://app.localhost:3000/login');
    }
  });

  it('never puts a foreign host of the Host header into a Location', async () => {
    for (const host of [
      'localhost:3000@evil.example',
      'www.localhost:3000@evil.example',
      'localhost:@evil.example',
      'user:pass@localhost:3000',
      'localhost:3000/evil.example',
      'localhost:3000\\evil.example',
      'localhost:3000#evil.example',
      'evil.example?.localhost:3000',
    ]) {
      const answer = await get(host);
      expect(answer.statusCode, host).toBeLessThan(500);
      expect(String(answer.headers.location ?? ''), host).not.toMatch(/evil|user|pass/);
      if (answer.statusCode === 302)
        expect(answer.headers.location, host).toBe('http://app.localhost:3000/login');
    }
  });

  it('refuses a Host header that is no host name with a 400 in the error shape', async () => {
    for (const host of [
      'localhost:3000@evil.example',
      'a b.localhost:3000',
      `${'a'.repeat(300)}.localhost`,
      'x:y:z',
    ]) {
      const answer = await get(host, '/v1/store/host-shop');
      expect(answer.statusCode, host).toBe(400);
      expect(answer.json(), host).toEqual({ message: expect.any(String) });
    }
  });

  it('builds a store page’s links from the configured host, not from the Host header', async () => {
    const page = await get('evil.host-shop.localhost:9999', '/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('http://host-shop.localhost:3000/');
    expect(page.body).not.toContain('evil.');
    expect(page.body).not.toContain(':9999');
  });

  it('answers a request without a Host header with a 4xx, not a crash', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    for (const path of ['/login', '/v1/store/host-shop']) {
      const answer = await rawRequest(port, `GET ${path} HTTP/1.0`);
      expect(answer, path).toMatch(/^HTTP\/1\.[01] 4\d\d /);
    }
    // A target in absolute form names a host of its own.
    const absolute = await rawRequest(port, 'GET http://evil.example/login HTTP/1.0\r\nHost: localhost:3000');
    expect(absolute).toMatch(/^HTTP\/1\.[01] [34]\d\d /);
    expect(absolute).not.toMatch(/^location:.*evil/im);
  });
});
