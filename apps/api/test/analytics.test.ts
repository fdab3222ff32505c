import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ANALYTICS_BODY_MAX_BYTES,
  API_PATHS,
  errorBodySchema,
  type AnalyticsLogRequest,
} from '@prepwell/contract';
import { buildApp } from '../src/app.js';
import { analyticsEvents, users } from '../src/db/schema.js';
import { captureLogs, createTestApp, signInAs, testConfig, type TestApp } from './helpers.js';

const DAY = 24 * 60 * 60 * 1000;
const LAT = '45.5231';
const LNG = '-122.6765';
const CLIENT_IP = '203.0.113.77';

describe('POST /public/analytics/log', () => {
  let t: TestApp;
  const logs = captureLogs();
  let address = 0;
  let remoteAddress: string;

  beforeAll(async () => {
    t = await createTestApp({ logStream: logs.stream, env: { ANALYTICS_RATE_LIMIT: '8' } });
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    address += 1;
    remoteAddress = `10.3.0.${address}`;
    await t.database.db.delete(analyticsEvents);
  });

  const log = (payload: AnalyticsLogRequest | Record<string, unknown> | string, headers = {}, url = '') =>
    t.app.inject({
      method: 'POST',
      url: `${API_PATHS.analyticsLog}${url}`,
      payload,
      headers: { 'content-type': 'application/json', ...headers },
      remoteAddress,
    });
  const storedEvents = () => t.database.db.select().from(analyticsEvents).orderBy(analyticsEvents.id);

  it('stores one row per event and answers 204', async () => {
    const first = await log({
      event_type: 'VIEW_HAZARD',
      event_properties: { hazard_id: 901, page: '/hazards/fixture-flood', language: 'ja' },
      user_properties: { language: 'ja' },
      os_name: 'Android',
      app_version: '2.1.2',
      time: '2026-03-01T10:00:00.000+01:00',
    });
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    expect((await log({ event_type: 'OPEN_APP', time: Date.UTC(2026, 2, 1, 9, 0, 1) })).statusCode).toBe(204);
    const [viewed, opened, ...rest] = await storedEvents();
    expect(rest).toEqual([]);
    expect(viewed).toMatchObject({
      eventType: 'VIEW_HAZARD',
      eventProperties: { hazard_id: 901, page: '/hazards/fixture-flood', language: 'ja' },
      userProperties: { language: 'ja' },
      osName: 'Android',
      appVersion: '2.1.2',
      time: new Date('2026-03-01T09:00:00.000Z'),
    });
    expect(opened).toMatchObject({
      eventType: 'OPEN_APP',
      eventProperties: {},
      userProperties: {},
      osName: null,
      appVersion: null,
      time: new Date('2026-03-01T09:00:01.000Z'),
    });
    expect(Date.now() - opened!.receivedAt.getTime()).toBeLessThan(60_000);
    // No column for who sent it.
    expect(Object.keys(opened!).sort()).toEqual([
      'appVersion',
      'eventProperties',
      'eventType',
      'id',
      'osName',
      'receivedAt',
      'time',
      'userProperties',
    ]);
  });

  it('refuses an event type outside the closed list with a 400', async () => {
    for (const event_type of ['CLICK_ANYTHING', 'view_hazard', '', 42]) {
      const res = await log({ event_type });
      expect(res.statusCode, String(event_type)).toBe(400);
      expect(errorBodySchema.parse(res.json()).error.code).toBe('VALIDATION_FAILED');
    }
    expect((await log({ event_type: 'OPEN_APP', extra: 1 })).statusCode).toBe(400);
    expect((await log({ event_type: 'OPEN_APP', time: 'yesterday' })).statusCode).toBe(400);
    expect(await storedEvents()).toEqual([]);
  });

  it('refuses a body over 8 KB with a 413 and a JSON error', async () => {
    const payload = JSON.stringify({
      event_type: 'OPEN_PAGE',
      event_properties: { page: 'x'.repeat(ANALYTICS_BODY_MAX_BYTES) },
    });
    const res = await log(payload);
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(errorBodySchema.parse(res.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
    const justUnder = JSON.stringify({
      event_type: 'OPEN_PAGE',
      event_properties: { page: 'x'.repeat(ANALYTICS_BODY_MAX_BYTES - 100) },
    });
    expect((await log(justUnder)).statusCode).toBe(204);
    expect(await storedEvents()).toHaveLength(1);
  });

  it('never stores coordinates, IP addresses, names, emails or user ids, at any depth', async () => {
    const res = await log({
      event_type: 'CLICK_LOCAL_CONTENT_LINK',
      event_properties: {
        page: '/hazards/fixture-levee',
        lat: Number(LAT),
        Longitude: Number(LNG),
        where: `${LAT},${LNG}`,
        client: CLIENT_IP,
        link: `https://example.org/map?lat=${LAT}&lng=${LNG}&lang=ja`,
        local: { coordinates: [Number(LAT), Number(LNG)], region: 'fixture-town' },
        sponsor: { id: 7, links: [{ email: 'ada@example.org', user_id: 'u-1', ip: CLIENT_IP, rank: 1 }] },
      },
      user_properties: {
        first_name: 'Ada',
        lastName: 'Lovelace',
        name: 'Ada Lovelace',
        userId: 'u-1',
        'e-mail': 'ada@example.org',
        zip: '97201',
        language: 'en',
      },
    });
    expect(res.statusCode).toBe(204);
    const [row] = await storedEvents();
    // Only what CLICK_LOCAL_CONTENT_LINK lists, with values that fit: here the page alone.
    expect(row!.eventProperties).toEqual({ page: '/hazards/fixture-levee' });
    // An anonymous reader has no profile zip: none is stored.
    expect(row!.userProperties).toEqual({ language: 'en' });
    const stored = JSON.stringify(row);
    for (const secret of [
      LAT,
      '45.52',
      LNG,
      CLIENT_IP,
      'Ada',
      'Lovelace',
      'ada@example.org',
      'u-1',
      '97201',
    ]) {
      expect(stored).not.toContain(secret);
    }
  });

  it('keeps only the properties its event lists, each only with a value that fits', async () => {
    const sent = {
      hazard_id: 901,
      content_block_id: 90102,
      language: 'fr',
      // Listed keys with values that do not fit: an email as the page, a made-up stage.
      page: '/hazards/ada@example.org',
      stage: 'Sometime',
      // Keys no event lists: free text, a phone number, a coordinate pair, a nested object.
      note: 'call me at 503-555-0100',
      where: [45.5, -122.6],
      extra: { anything: 'x'.repeat(3000) },
    };
    expect((await log({ event_type: 'VIEW_CONTENT_BLOCK', event_properties: sent })).statusCode).toBe(204);
    expect(
      (await log({ event_type: 'SELECT_HAZARD_STAGE', event_properties: { ...sent, stage: 'During' } }))
        .statusCode,
    ).toBe(204);
    expect(
      (
        await log({
          event_type: 'OPEN_APP',
          event_properties: sent,
          user_properties: { language: 'de', phone: '5035550100', zip: '97201' },
        })
      ).statusCode,
    ).toBe(204);
    const [block, stage, app] = await storedEvents();
    expect(block!.eventProperties).toEqual({ hazard_id: 901, content_block_id: 90102, language: 'fr' });
    expect(stage!.eventProperties).toEqual({ hazard_id: 901, language: 'fr', stage: 'During' });
    expect(app!.eventProperties).toEqual({ language: 'fr' });
    expect(app!.userProperties).toEqual({ language: 'de' });
  });

  it("stores a zip only as the signed-in profile's own", async () => {
    const withZip = await signInAs(t.database, { subject: 'has-zip' });
    await t.database.db.update(users).set({ zip: '97201' }).where(eq(users.id, withZip.user.id));
    const withoutZip = await signInAs(t.database, { subject: 'no-zip' });
    const event = { event_type: 'OPEN_APP', user_properties: { zip: '10001', language: 'es' } } as const;
    expect((await log(event, { cookie: withZip.cookie })).statusCode).toBe(204);
    expect((await log(event, { cookie: withoutZip.cookie })).statusCode).toBe(204);
    expect((await log(event)).statusCode).toBe(204);
    const rows = await storedEvents();
    expect(rows.map((row) => row.userProperties)).toEqual([
      { language: 'es', zip: '97201' },
      { language: 'es' },
      { language: 'es' },
    ]);
    expect(JSON.stringify(rows)).not.toContain(withZip.user.id);
  });

  it('never logs coordinates or the client address', async () => {
    const before = logs.text().length;
    await log(
      { event_type: 'OPEN_PAGE', event_properties: { lat: LAT, lng: LNG, ip: CLIENT_IP } },
      {},
      `?lat=${LAT}&lng=${LNG}`,
    );
    await log({ event_type: 'NOT_A_TYPE', event_properties: { lat: LAT, ip: CLIENT_IP } });
    await t.app.inject({
      method: 'POST',
      url: API_PATHS.analyticsLog,
      payload: { event_type: 'OPEN_PAGE', event_properties: { latitude: LAT } },
      remoteAddress: CLIENT_IP,
    });
    const written = logs.text().slice(before);
    expect(written).toContain('/public/analytics/log');
    for (const secret of [LAT, LNG, CLIENT_IP]) expect(written).not.toContain(secret);
  });

  it('limits how many events one client sends a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1) statuses.push((await log({ event_type: 'OPEN_PAGE' })).statusCode);
    expect(statuses).toEqual([...Array(8).fill(204), 429]);
  });

  it('refuses events sent from another site', async () => {
    const res = await log({ event_type: 'OPEN_APP' }, { 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(await storedEvents()).toEqual([]);
  });
});

describe('analytics retention', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const receivedDaysAgo = async (days: number[]) => {
    await t.database.db.delete(analyticsEvents);
    await t.database.db.insert(analyticsEvents).values(
      days.map((d) => ({
        eventType: 'OPEN_APP' as const,
        eventProperties: { days_ago: d },
        receivedAt: new Date(Date.now() - d * DAY),
      })),
    );
  };
  const remaining = async () =>
    (await t.database.db.select().from(analyticsEvents))
      .map((row) => row.eventProperties.days_ago)
      .sort((a, b) => Number(a) - Number(b));
  /** Wait (in real time, a few milliseconds at a time) until `check` passes. */
  const eventually = async (check: () => Promise<void>) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await check();
      } catch (error) {
        if (attempt > 200) throw error;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
  };
  /** Another replica starting on the same database. */
  const startReplica = async (env: Record<string, string> = {}) => {
    const replica = await buildApp({ config: testConfig(env), database: t.database });
    await replica.ready();
    return replica;
  };

  it('deletes events older than 180 days when a replica starts', async () => {
    await receivedDaysAgo([0, 179, 181, 400]);
    const replica = await startReplica();
    try {
      await eventually(async () => expect(await remaining()).toEqual([0, 179]));
    } finally {
      await replica.close();
    }
  });

  it('follows ANALYTICS_RETENTION_DAYS, and deletes again every day', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      await receivedDaysAgo([0, 29, 31]);
      const replica = await startReplica({ ANALYTICS_RETENTION_DAYS: '30' });
      try {
        await eventually(async () => expect(await remaining()).toEqual([0, 29]));
        // Events that age past the limit while the replica runs go at the next daily pass.
        await receivedDaysAgo([0, 45]);
        vi.advanceTimersByTime(DAY - 1000);
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(await remaining()).toEqual([0, 45]);
        vi.advanceTimersByTime(1000);
        await eventually(async () => expect(await remaining()).toEqual([0]));
      } finally {
        await replica.close();
      }
      // Closed: the daily timer is stopped.
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('analytics storage per client and day', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ANALYTICS_RATE_LIMIT: '1000', ANALYTICS_DAILY_LIMIT: '5' } });
  });
  afterAll(async () => t.close());

  it('stores at most ANALYTICS_DAILY_LIMIT events a day from one address', async () => {
    const send = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: API_PATHS.analyticsLog,
        payload: { event_type: 'OPEN_APP' },
        remoteAddress,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send('10.4.0.1')).statusCode);
    expect(statuses).toEqual([...Array(5).fill(204), 429]);
    const refused = await send('10.4.0.1');
    expect(refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600);
    expect(await t.database.db.select().from(analyticsEvents)).toHaveLength(5);
    expect((await send('10.4.0.2')).statusCode).toBe(204);
  });
});
