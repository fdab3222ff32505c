/*
 * One request to a feed, as publishers ask: a User-Agent naming the operator (the NWS requires
 * one), `If-None-Match` / `If-Modified-Since` from the last answer so an unchanged feed costs a
 * 304, a time limit, and a size limit (a feed is kilobytes to a few megabytes; nothing larger is
 * read).
 */

/** What the last answer said, to ask only for a change next time. */
export interface FeedValidators {
  etag?: string;
  lastModified?: string;
}

export type FeedAnswer =
  { changed: false } | { changed: true; body: string; contentType: string; validators: FeedValidators };

/** A feed that did not answer usably: why, and when it asked to be tried again (`Retry-After`). */
export class FeedError extends Error {
  override readonly name = 'FeedError';
  constructor(
    message: string,
    /** Seconds the publisher asked us to wait (429, 503), if it said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export interface FetchFeedOptions {
  userAgent: string;
  accept: string;
  validators?: FeedValidators;
  timeoutMs?: number;
  maxBytes?: number;
}

export const FEED_TIMEOUT_MS = 15_000;
export const FEED_MAX_BYTES = 8 * 1024 * 1024;

/** Seconds in a Retry-After header (a number of seconds or an HTTP date), or undefined. */
function retryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.round((date - Date.now()) / 1000));
}

async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    throw new FeedError(`the answer is ${declared} bytes, more than ${maxBytes}`);
  }
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of response.body) {
    total += chunk.byteLength;
    if (total > maxBytes) throw new FeedError(`the answer is more than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** GETs `url`; `{ changed: false }` on a 304, a FeedError on anything but a 2xx. */
export async function fetchFeed(url: string, options: FetchFeedOptions): Promise<FeedAnswer> {
  const headers: Record<string, string> = { 'user-agent': options.userAgent, accept: options.accept };
  if (options.validators?.etag) headers['if-none-match'] = options.validators.etag;
  if (options.validators?.lastModified) headers['if-modified-since'] = options.validators.lastModified;
  let response: Response;
  try {
    response = await fetch(url, {
      headers,
      redirect: 'follow',
      signal: AbortSignal.timeout(options.timeoutMs ?? FEED_TIMEOUT_MS),
    });
  } catch (error) {
    const reason = (error as Error).name === 'TimeoutError' ? 'no answer in time' : (error as Error).message;
    throw new FeedError(`could not be reached: ${reason}`);
  }
  if (response.status === 304) {
    await response.body?.cancel();
    return { changed: false };
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new FeedError(`answered HTTP ${response.status}`, retryAfter(response.headers.get('retry-after')));
  }
  const body = await readLimited(response, options.maxBytes ?? FEED_MAX_BYTES);
  const etag = response.headers.get('etag') ?? undefined;
  const lastModified = response.headers.get('last-modified') ?? undefined;
  return {
    changed: true,
    body,
    contentType: response.headers.get('content-type') ?? '',
    validators: { ...(etag && { etag }), ...(lastModified && { lastModified }) },
  };
}
