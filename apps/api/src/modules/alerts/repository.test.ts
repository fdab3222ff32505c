import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers.js';
import { ALERT_FEEDS_DIR } from '../../../test/alert-feed-server.js';
import type { DatabaseHandle } from '../../db/client.js';
import { alertFeeds, alertMessages } from '../../db/schema.js';
import type { CapMessage } from './cap-message.js';
import { parseCapXml } from './parse-cap.js';
import {
  activeAlerts,
  findFeed,
  MAX_BACKOFF_SECONDS,
  recordFeedFailure,
  storePoll,
  WITHDRAWN,
} from './repository.js';

const read = (name: string) => parseCapXml(readFileSync(join(ALERT_FEEDS_DIR, name), 'utf8'));
const alert = read('cap-flood-warning.xml');
const update = read('cap-flood-warning-update.xml');
const cancel = read('cap-flood-warning-cancel.xml');
const drill = read('cap-test-circle.xml');

const feed = { kind: 'cap' as const, url: 'http://feeds.example.org/cap.xml' };
/** Before the first alert expires (15:00 -08:00). */
const morning = new Date('2026-11-28T18:00:00Z');

describe('alerts repository', () => {
  let database: DatabaseHandle;
  const poll = (messages: CapMessage[], now = morning) =>
    storePoll(database.db, feed, { changed: true, messages, rejected: [], state: {} }, now);
  const active = async (now = morning) =>
    (await activeAlerts(database.db, now)).map((row) => row.message.identifier);
  const ending = async (identifier: string) => {
    const [row] = await database.db
      .select({ endedAt: alertMessages.endedAt, endedBy: alertMessages.endedBy })
      .from(alertMessages)
      .where(eq(alertMessages.identifier, identifier));
    return row;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(alertMessages);
    await database.db.delete(alertFeeds);
  });

  it('an Update replaces the alert it references, and a Cancel ends both', async () => {
    expect((await poll([alert])).changed).toHaveLength(1);
    expect(await active()).toEqual(['PW-TEST-FLOOD-0001']);

    await poll([alert, update]);
    expect(await active()).toEqual(['PW-TEST-FLOOD-0002']);
    expect(await ending('PW-TEST-FLOOD-0001')).toEqual({
      endedAt: morning,
      endedBy: 'alerts@example.org,PW-TEST-FLOOD-0002',
    });

    await poll([alert, update, cancel]);
    expect(await active()).toEqual([]);
    expect((await ending('PW-TEST-FLOOD-0002'))?.endedBy).toBe('alerts@example.org,PW-TEST-FLOOD-0003');
  });

  it('a national feed’s first poll (hundreds of new messages) is stored whole, in batches', async () => {
    const many = Array.from({ length: 450 }, (_, at) => ({ ...alert, identifier: `PW-TEST-MANY-${at}` }));
    const stored = await poll(many);
    expect(new Set(stored.inserted).size).toBe(450);
    expect(stored.changed).toEqual(stored.inserted);
    expect(await active()).toHaveLength(450);
    // Listed again unchanged: nothing new.
    expect((await poll(many)).inserted).toEqual([]);
  });

  it('an alert that arrives after its Update is ended as it is stored', async () => {
    await poll([update]);
    const stored = await poll([update, alert]);
    expect(stored.changed).toHaveLength(1);
    expect(await active()).toEqual(['PW-TEST-FLOOD-0002']);
    expect((await ending('PW-TEST-FLOOD-0001'))?.endedBy).toBe('alerts@example.org,PW-TEST-FLOOD-0002');
  });

  it('an expired alert leaves the active list; Test messages are stored and never shown', async () => {
    await poll([alert, drill]);
    expect(await database.db.$count(alertMessages)).toBe(2);
    expect(await active()).toEqual(['PW-TEST-FLOOD-0001']);
    expect(await active(new Date('2026-11-28T23:00:01Z'))).toEqual([]);
  });

  it('withdraws what the feed no longer lists, and shows it again if the feed does', async () => {
    await poll([alert]);
    expect((await poll([])).ended).toBe(1);
    expect(await active()).toEqual([]);
    expect((await ending('PW-TEST-FLOOD-0001'))?.endedBy).toBe(WITHDRAWN);
    await poll([alert]);
    expect(await active()).toEqual(['PW-TEST-FLOOD-0001']);
  });

  it('rewrites nothing for a poll that brings the same messages', async () => {
    await poll([alert, update]);
    const again = await poll([alert, update]);
    expect(again).toEqual({ changed: [], inserted: [], ended: 0 });
    const changedText = { ...alert, infos: [{ ...alert.infos[0]!, headline: 'Changed' }] };
    const rewritten = await poll([changedText, update]);
    expect(rewritten.changed).toHaveLength(1);
    // Changed, not new: no second notification.
    expect(rewritten.inserted).toEqual([]);
  });

  it('a failing feed waits twice as long after each failure, longer if it asks, at most an hour', async () => {
    const fail = (retryAfterSeconds?: number) =>
      recordFeedFailure(database.db, feed, { message: 'answered 503', retryAfterSeconds }, morning, 60);
    const waited = (row: { nextPollAt: Date | null }) =>
      ((row.nextPollAt?.getTime() ?? 0) - morning.getTime()) / 1000;

    expect(waited(await fail())).toBe(120);
    expect(waited(await fail())).toBe(240);
    expect(waited(await fail(3000))).toBe(3000);
    for (let i = 0; i < 4; i += 1) await fail();
    const last = await fail();
    expect(waited(last)).toBe(MAX_BACKOFF_SECONDS);
    expect(last).toMatchObject({ failures: 8, lastError: 'answered 503', lastCheckedAt: null });

    await storePoll(database.db, feed, { changed: false, state: { validators: { etag: '"a"' } } }, morning);
    expect(await findFeed(database.db, feed.url)).toMatchObject({
      failures: 0,
      lastError: null,
      nextPollAt: null,
      lastCheckedAt: morning,
      state: { validators: { etag: '"a"' } },
    });
  });
});
