import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAlertFeedServer, type AlertFeedServer } from '../../../test/alert-feed-server.js';
import { FeedError, fetchFeed } from './fetch-feed.js';

const options = { userAgent: 'Prepwell tests (ops@example.org)', accept: 'application/geo+json' };

describe('fetchFeed', () => {
  let feeds: AlertFeedServer;
  beforeAll(async () => {
    feeds = await startAlertFeedServer();
  });
  afterAll(async () => {
    await feeds.close();
  });

  it('sends the User-Agent, and asks with the last answer’s ETag and date, getting a 304', async () => {
    const url = `${feeds.origin}/feeds/nws-active.json`;
    const first = await fetchFeed(url, options);
    expect(first.changed).toBe(true);
    if (!first.changed) return;
    expect(JSON.parse(first.body)).toMatchObject({ type: 'FeatureCollection' });
    expect(first.contentType).toBe('application/geo+json');
    expect(first.validators.etag).toMatch(/^"/);
    expect(first.validators.lastModified).toMatch(/GMT$/);

    expect(await fetchFeed(url, { ...options, validators: first.validators })).toEqual({ changed: false });
    const [asked, askedAgain] = feeds.requests.slice(-2);
    expect(asked?.headers['user-agent']).toBe('Prepwell tests (ops@example.org)');
    expect(asked?.headers['if-none-match']).toBeUndefined();
    expect(askedAgain?.headers['if-none-match']).toBe(first.validators.etag);
    expect(askedAgain?.headers['if-modified-since']).toBe(first.validators.lastModified);
  });

  it('says why a feed failed, with the wait a 503 asked for', async () => {
    feeds.fail(503, 1, '120');
    const failed = await fetchFeed(`${feeds.origin}/feeds/nws-active.json`, options).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(FeedError);
    expect(failed).toMatchObject({ message: 'answered HTTP 503', retryAfterSeconds: 120 });
    await expect(fetchFeed(`${feeds.origin}/feeds/none.json`, options)).rejects.toThrow('answered HTTP 404');
    await expect(fetchFeed('http://127.0.0.1:1/feed', options)).rejects.toThrow(/could not be reached/);
  });

  it('reads no more than its size limit', async () => {
    feeds.put('/feeds/huge.xml', 'x'.repeat(5000));
    await expect(fetchFeed(`${feeds.origin}/feeds/huge.xml`, { ...options, maxBytes: 1000 })).rejects.toThrow(
      /more than 1000/,
    );
  });
});
