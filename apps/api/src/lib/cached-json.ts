import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** A JSON answer serialised once per content version, with its ETag. */
export interface CachedJson {
  body: string;
  etag: string;
}

/**
 * Check `value` against its contract schema and serialise it once. Public content answers are
 * the same for everyone until the next content load, so they are built once per content version
 * and every request after that only sends bytes (or a 304).
 */
export function toCachedJson<T>(schema: z.ZodType<T>, value: T): CachedJson {
  const body = JSON.stringify(schema.parse(value));
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * Send a cached answer: `ETag`, revalidation on every use (`no-cache`: content can change with
 * any load), and 304 when the browser already holds this version.
 */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, cached: CachedJson) {
  reply.header('etag', cached.etag).header('cache-control', 'public, no-cache');
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === cached.etag)) {
    return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(cached.body);
}

/**
 * A map that forgets its least recently used entries past `max` entries or, when given,
 * `maxBytes` (a hit counts as new): answers to the searches people repeat and the server's page
 * documents, without letting any number of different queries or pages grow the process. An
 * entry's bytes are what its `set` or a later `weigh` says (a promise's bytes are known when it
 * settles).
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private total = 0;

  constructor(
    private readonly max: number,
    private readonly maxBytes = Infinity,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry?.value;
  }

  set(key: string, value: V, bytes = 0): void {
    this.delete(key);
    this.entries.set(key, { value, bytes });
    this.total += bytes;
    this.trim();
  }

  /** Records the size of the entry under `key` (still held as `value`), then trims. */
  weigh(key: string, value: V, bytes: number): void {
    const entry = this.entries.get(key);
    if (entry?.value !== value) return;
    this.total += bytes - entry.bytes;
    entry.bytes = bytes;
    this.trim();
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.total -= entry.bytes;
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The bytes of every entry weighed so far. */
  get bytes(): number {
    return this.total;
  }

  private trim(): void {
    while (this.entries.size > this.max || (this.total > this.maxBytes && this.entries.size > 1)) {
      this.delete(this.entries.keys().next().value as string);
    }
  }
}
