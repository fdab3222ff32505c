/*
 * A local HTTP server that serves the test feeds (test/alert-feeds) as a feed publisher would:
 * under /feeds/, with an ETag and Last-Modified per file and 304 for a client that already holds
 * it, the media type of each format, and failures on demand. The machines have no internet; the
 * alerts tests, the e2e tests and the bench poll this instead.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';

export const ALERT_FEEDS_DIR = join(import.meta.dirname, 'alert-feeds');
/** The publisher the files name (its zones' addresses); served as this server's own origin. */
const EXAMPLE_PUBLISHER = 'https://alerts-api.example.org';

const TYPES: Record<string, string> = {
  '.json': 'application/geo+json',
  '.xml': 'application/xml; charset=utf-8',
};

export interface AlertFeedServer {
  origin: string;
  /** Every request received: its path and headers. */
  requests: { path: string; headers: IncomingHttpHeaders }[];
  /** Serves `body` (with `type`) at `path` instead of the file, or a file of another name. */
  put(path: string, body: string, type?: string): void;
  /** Answers the next `count` requests with `status` (and `Retry-After` when given). */
  fail(status: number, count?: number, retryAfter?: string): void;
  close(): Promise<void>;
}

export async function startAlertFeedServer(): Promise<AlertFeedServer> {
  const overrides = new Map<string, { body: string; type: string; modified: string }>();
  const requests: AlertFeedServer['requests'] = [];
  let failures: { status: number; count: number; retryAfter?: string } | undefined;
  const started = new Date('2026-11-28T12:00:00Z').toUTCString();
  let origin = '';

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    requests.push({ path, headers: request.headers });
    if (failures && failures.count > 0) {
      failures.count -= 1;
      if (failures.retryAfter) response.setHeader('retry-after', failures.retryAfter);
      response.writeHead(failures.status, { 'content-type': 'text/plain' }).end('unavailable');
      return;
    }
    let file = overrides.get(path);
    // The feeds' files under /feeds/, the zones' shapes under /zones/forecast/{zone}.
    const name = path.startsWith('/feeds/')
      ? path.slice('/feeds/'.length)
      : path.startsWith('/zones/forecast/')
        ? `zones/${path.slice('/zones/forecast/'.length)}.json`
        : undefined;
    if (!file && name && !name.includes('..')) {
      try {
        file = {
          // The files link the zones of a made-up publisher, served here.
          body: readFileSync(join(ALERT_FEEDS_DIR, name), 'utf8').replaceAll(EXAMPLE_PUBLISHER, origin),
          type: TYPES[extname(name)] ?? 'application/octet-stream',
          modified: started,
        };
      } catch {
        file = undefined;
      }
    }
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const etag = `"${createHash('sha1').update(file.body).digest('hex').slice(0, 16)}"`;
    const headers = { etag, 'last-modified': file.modified, 'content-type': file.type };
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304, headers).end();
      return;
    }
    response.writeHead(200, headers).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    requests,
    put: (path, body, type = 'application/xml; charset=utf-8') =>
      overrides.set(path, { body, type, modified: new Date().toUTCString() }),
    fail: (status, count = 1, retryAfter) => {
      failures = { status, count, ...(retryAfter && { retryAfter }) };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
