import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ALERT_FEEDS_DIR,
  startAlertFeedServer,
  type AlertFeedServer,
} from '../../../test/alert-feed-server.js';
import { FeedError } from './fetch-feed.js';
import { pollFeed } from './poll-feed.js';

const options = { userAgent: 'Prepwell tests (ops@example.org)' };
const identifiers = (poll: Awaited<ReturnType<typeof pollFeed>>) =>
  poll.changed ? poll.messages.map((message) => message.identifier).sort() : null;

describe('pollFeed', () => {
  let feeds: AlertFeedServer;
  beforeEach(async () => {
    feeds = await startAlertFeedServer();
  });
  afterEach(async () => {
    await feeds.close();
  });

  it('an NWS feed: its alerts, what it could not read, and nothing new on an unchanged feed', async () => {
    const feed = { kind: 'nws' as const, url: `${feeds.origin}/feeds/nws-active.json` };
    const first = await pollFeed(feed, {}, options);
    expect(identifiers(first)).toHaveLength(3);
    expect(first.changed && first.rejected).toEqual([
      expect.stringMatching(/pw-test\.004\.1: infos\.0\.severity/),
    ]);
    const second = await pollFeed(feed, first.state, options);
    expect(second.changed).toBe(false);
  });

  it('a CAP index: the messages it links and carries; a changed index fetches only what changed', async () => {
    const feed = { kind: 'cap' as const, url: `${feeds.origin}/feeds/atom-index.xml` };
    const first = await pollFeed(feed, {}, options);
    expect(identifiers(first)).toEqual(['PW-TEST-DRILL-0002', 'PW-TEST-FLOOD-0001', 'PW-TEST-FLOOD-0002']);
    const fetchedMessages = () => feeds.requests.filter((r) => r.path.startsWith('/feeds/cap-')).length;
    expect(fetchedMessages()).toBe(2);

    // The index changes: the update's entry is newer, the first entry is the same.
    const index = readFileSync(join(ALERT_FEEDS_DIR, 'atom-index.xml'), 'utf8').replace(
      '<updated>2026-11-28T20:00:00Z</updated>\n    <link rel="related"',
      '<updated>2026-11-28T21:00:00Z</updated>\n    <link rel="related"',
    );
    feeds.put('/feeds/atom-index.xml', index);
    const second = await pollFeed(feed, first.state, options);
    expect(identifiers(second)).toEqual(identifiers(first));
    expect(feeds.requests.at(-1)?.path).toBe('/feeds/cap-flood-warning-update.xml');
    expect(fetchedMessages()).toBe(3);
  });

  it('a linked message that fails is named, and its last reading kept', async () => {
    const feed = { kind: 'cap' as const, url: `${feeds.origin}/feeds/rss-index.xml` };
    feeds.put(
      '/feeds/rss-index.xml',
      `<rss version="2.0"><channel><item><link>${feeds.origin}/feeds/cap-test-circle.xml</link><pubDate>1</pubDate></item>` +
        `<item><link>${feeds.origin}/feeds/cap-missing.xml</link></item></channel></rss>`,
    );
    const first = await pollFeed(feed, {}, options);
    expect(identifiers(first)).toEqual(['PW-TEST-DRILL-0001']);
    expect(first.changed && first.rejected).toEqual([
      expect.stringMatching(/cap-missing\.xml: answered HTTP 404/),
    ]);
  });

  it('refuses a feed that is no feed of alerts, and one that is down', async () => {
    feeds.put('/feeds/page.xml', '<html><body>Maintenance</body></html>');
    await expect(
      pollFeed({ kind: 'cap', url: `${feeds.origin}/feeds/page.xml` }, {}, options),
    ).rejects.toThrow(/is not a feed of alerts/);
    feeds.put('/feeds/page.json', 'Maintenance', 'text/plain');
    await expect(
      pollFeed({ kind: 'nws', url: `${feeds.origin}/feeds/page.json` }, {}, options),
    ).rejects.toThrow(FeedError);
    feeds.fail(500);
    await expect(
      pollFeed({ kind: 'nws', url: `${feeds.origin}/feeds/nws-active.json` }, {}, options),
    ).rejects.toThrow('answered HTTP 500');
  });
});
