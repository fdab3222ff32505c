import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CapFormatError } from './cap-message.js';
import { parseCapFeedIndex } from './parse-feed-index.js';

const FEEDS = join(import.meta.dirname, '..', '..', '..', 'test', 'alert-feeds');
const feed = (name: string) => readFileSync(join(FEEDS, name), 'utf8');
const FEED_URL = 'http://127.0.0.1:9999/feeds/atom-index.xml';

describe('parseCapFeedIndex', () => {
  it('ATOM: the CAP link of each entry, resolved against the feed, and a message carried in an entry', () => {
    const index = parseCapFeedIndex(feed('atom-index.xml'), FEED_URL);
    expect(index.linked).toEqual([
      {
        url: 'http://127.0.0.1:9999/feeds/cap-flood-warning.xml',
        id: 'PW-TEST-FLOOD-0001',
        updated: '2026-11-28T17:00:00Z',
      },
      // The entry's alternate (CAP) link, not its related page; a root-relative address.
      {
        url: 'http://127.0.0.1:9999/feeds/cap-flood-warning-update.xml',
        id: 'PW-TEST-FLOOD-0002',
        updated: '2026-11-28T20:00:00Z',
      },
      // (The javascript: link is not followed.)
    ]);
    expect(index.embedded.map((message) => [message.identifier, message.status])).toEqual([
      ['PW-TEST-DRILL-0002', 'Exercise'],
    ]);
    expect(index.rejected).toEqual([]);
  });

  it('RSS: each item’s link', () => {
    const index = parseCapFeedIndex(feed('rss-index.xml'), 'https://alerts.example.org/rss.xml');
    expect(index.linked).toEqual([
      {
        url: 'https://alerts.example.org/feeds/cap-flood-warning.xml',
        id: 'PW-TEST-FLOOD-0001',
        updated: 'Sat, 28 Nov 2026 17:00:00 GMT',
      },
      { url: 'https://alerts.example.org/cap-test-circle.xml' },
    ]);
  });

  it('a CAP message, or a list of them, is its own index', () => {
    expect(parseCapFeedIndex(feed('cap-test-circle.xml'), FEED_URL).embedded[0]?.identifier).toBe(
      'PW-TEST-DRILL-0001',
    );
    const strip = (xml: string) => xml.replace(/<\?xml[^>]*>/, '');
    const list = `<alerts>${strip(feed('cap-flood-warning.xml'))}${strip(feed('cap-flood-warning-cancel.xml'))}<alert><identifier>broken</identifier></alert></alerts>`;
    const index = parseCapFeedIndex(list, FEED_URL);
    expect(index.embedded.map((message) => message.msgType)).toEqual(['Alert', 'Cancel']);
    expect(index.rejected).toEqual([expect.stringMatching(/^sender:/)]);
  });

  it('refuses a document that is none of these', () => {
    expect(() => parseCapFeedIndex('<html><body>Maintenance</body></html>', FEED_URL)).toThrow(
      CapFormatError,
    );
    expect(() => parseCapFeedIndex('{"type":"FeatureCollection"}', FEED_URL)).toThrow(CapFormatError);
  });
});
