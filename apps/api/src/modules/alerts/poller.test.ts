import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createTestDatabase } from '../../../test/helpers.js';
import { startAlertFeedServer, type AlertFeedServer } from '../../../test/alert-feed-server.js';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { alertFeeds, alertMessages } from '../../db/schema.js';
import { AlertPoller, type AlertPollerOptions } from './poller.js';
import { activeAlerts, findFeed } from './repository.js';

const log = pino({ level: 'silent' });
const userAgent = 'Prepwell tests (ops@example.org)';
/** While the test feeds' alerts are in force. */
const evening = new Date('2026-11-29T02:00:00Z');

async function until<T>(check: () => Promise<T | undefined | false>, what: string): Promise<T> {
  for (let tries = 0; tries < 200; tries += 1) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`waited 20 s for ${what}`);
}

/** Waits out the last seconds of the hour, so a test's jobs all fall in one hour-long period. */
async function notNearTheHour() {
  const left = 3_600_000 - (Date.now() % 3_600_000);
  if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

describe('the alert poller', () => {
  let database: DatabaseHandle & { url?: string };
  let feeds: AlertFeedServer;
  let nwsUrl: string;
  const pollers: AlertPoller[] = [];
  const poller = (options: Partial<AlertPollerOptions> = {}) => {
    const made = new AlertPoller({
      database,
      feeds: [{ kind: 'nws', url: nwsUrl }],
      pollSeconds: 3600,
      userAgent,
      log,
      now: () => evening,
      workerPollingSeconds: 0.5,
      ...options,
    });
    pollers.push(made);
    return made;
  };
  const feedRequests = () => feeds.requests.filter((request) => request.path === '/feeds/nws-active.json');

  beforeAll(async () => {
    database = await createTestDatabase();
    feeds = await startAlertFeedServer();
    nwsUrl = `${feeds.origin}/feeds/nws-active.json`;
  });
  afterAll(async () => {
    await feeds.close();
    await database.close();
  });
  beforeEach(async () => {
    await Promise.all(pollers.splice(0).map((started) => started.stop()));
    await database.db.delete(alertMessages);
    await database.db.delete(alertFeeds);
    await database.jobs.executeSql(
      `do $$ begin if to_regclass('pgboss.job') is not null then delete from pgboss.job; end if; end $$`,
    );
    feeds.requests.length = 0;
  });

  it('two replicas: one job per feed and period, polled once, stored for both', async () => {
    // On PostgreSQL each replica has its own connections; PGlite is one process's database.
    const second = database.url ? await openDatabase({ databaseUrl: database.url }) : database;
    try {
      await notNearTheHour();
      const a = poller();
      const b = poller({ database: second });
      await Promise.all([a.start(), b.start()]);
      const sent = await Promise.all([a, b, a, b].map((replica) => replica.sendPolls()));
      expect(sent.flat()).toEqual([]);

      await until(async () => (await findFeed(database.db, nwsUrl))?.lastCheckedAt, 'the poll');
      expect(feedRequests()).toHaveLength(1);
      expect(feedRequests()[0]?.headers['user-agent']).toBe(userAgent);
      const identifiers = (rows: Awaited<ReturnType<typeof activeAlerts>>) =>
        rows.map((row) => row.message.identifier).sort();
      expect(identifiers(await activeAlerts(second.db, evening))).toEqual([
        'urn:oid:2.49.0.1.840.0.pw-test.001.1',
        'urn:oid:2.49.0.1.840.0.pw-test.002.1',
        'urn:oid:2.49.0.1.840.0.pw-test.003.1',
      ]);
    } finally {
      await Promise.all(pollers.splice(0).map((started) => started.stop()));
      if (second !== database) await second.close();
    }
  });

  it('a start that failed (the database out of reach at boot) is tried again until it polls', async () => {
    let refusals = 3;
    const refused: unknown[] = [];
    const flaky: DatabaseHandle = {
      ...database,
      jobs: {
        executeSql: (text, values) => {
          if (refusals > 0) {
            refusals -= 1;
            return Promise.reject(new Error('Connection terminated due to connection timeout'));
          }
          return database.jobs.executeSql(text, values);
        },
      },
    };
    const replica = poller({
      database: flaky,
      log: pino({ level: 'error' }, { write: (line: string) => void refused.push(JSON.parse(line)) }),
    });
    await replica.run({ firstMs: 50, maxMs: 100 });
    expect(refusals).toBe(0);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(refused[0]).toMatchObject({ msg: 'alerts: the poller could not start; it will try again' });
    await until(async () => (await findFeed(database.db, nwsUrl))?.lastCheckedAt, 'the poll');
  });

  it('stopped while it waits to start again, it stops at once', async () => {
    const down: DatabaseHandle = {
      ...database,
      jobs: { executeSql: () => Promise.reject(new Error('ECONNREFUSED')) },
    };
    const replica = poller({ database: down });
    const running = replica.run({ firstMs: 3_600_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await replica.stop();
    await running; // (a stop that waited out the hour would time the test out)
  });

  it('a failing feed is tried again after a growing wait, and what it asks for', async () => {
    let clock = evening;
    const replica = poller({ now: () => clock, pollSeconds: 60 });
    feeds.fail(503, 1, '300');
    expect(await replica.poll(nwsUrl)).toMatchObject({
      outcome: 'failed',
      error: expect.stringMatching(/503/),
      failures: 1,
      nextPollAt: new Date(evening.getTime() + 300_000),
    });
    expect(await replica.poll(nwsUrl)).toEqual({
      outcome: 'waiting',
      until: new Date(evening.getTime() + 300_000),
    });
    expect(feedRequests()).toHaveLength(1);

    clock = new Date(evening.getTime() + 301_000);
    feeds.fail(500, 1);
    expect(await replica.poll(nwsUrl)).toMatchObject({
      failures: 2,
      nextPollAt: new Date(clock.getTime() + 240_000),
    });

    clock = new Date(clock.getTime() + 240_000);
    expect(await replica.poll(nwsUrl)).toMatchObject({ outcome: 'stored', ended: 0, rejected: 1 });
    expect(await findFeed(database.db, nwsUrl)).toMatchObject({ failures: 0, lastCheckedAt: clock });
    expect(await replica.poll(nwsUrl)).toEqual({ outcome: 'unchanged' });
    expect(feedRequests().at(-1)?.headers['if-none-match']).toBeTruthy();
  });
});
