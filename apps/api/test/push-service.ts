/*
 * A push service of our own for the tests and the bench: HTTPS on 127.0.0.1 with the certificate
 * in test/push-service/ (web-push posts over HTTPS only), recording every push, and answering a
 * path's status on demand (201 otherwise). `agent` trusts its certificate.
 */
import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

const dir = join(import.meta.dirname, 'push-service');
const cert = readFileSync(join(dir, 'cert.pem'));
const key = readFileSync(join(dir, 'key.pem'));

export async function startPushService(port = 0) {
  const received: { path: string; headers: IncomingHttpHeaders; body: Buffer }[] = [];
  const statuses = new Map<string, number>();
  const server = createServer({ cert, key }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statuses.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    /** Trusts this service's certificate (the notifier's `agent`). */
    agent: new Agent({ ca: cert, keepAlive: true }),
    answer: (path: string, status: number) => statuses.set(path, status),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
