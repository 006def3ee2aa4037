import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface MetricsSource {
  contentType: string;
  metrics(): Promise<string>;
}

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * Serves `GET /metrics` on a port of its own, apart from the app: what Prometheus scrapes is not for
 * the public, and a firewall keeps that port to the monitoring network.
 */
export async function startMetricsServer(
  port: number,
  host: string,
  source: MetricsSource,
): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    source.metrics().then(
      (body) => response.writeHead(200, { 'content-type': source.contentType }).end(body),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
