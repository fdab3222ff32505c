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
 * A map that forgets its oldest entry past `max` (a hit counts as new): answers to the searches
 * people repeat, without letting any number of different queries grow the process.
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly max: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
