import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type AlertDetail, type AlertsResponse } from '@prepwell/contract';
import { alertMessages } from '../src/db/schema.js';
import { startAlertFeedServer, type AlertFeedServer } from './alert-feed-server.js';
import { captureLogs, createTestApp, type TestApp } from './helpers.js';

/** 14:00 in Portland on the test feeds' day: their alerts are in force. */
const afternoon = Date.parse('2026-11-28T22:00:00Z');
let clock = afternoon;
const alertPath = (id: number, lang?: string) =>
  `${API_PATHS.alert.replace(':id', String(id))}${lang ? `?lang=${lang}` : ''}`;

/** In the flood warning's polygon and the winter storm's. */
const portland = '45.5,-122.6';
/** In the red flag warning's first polygon. */
const redFlag = '44.92,-122.95';
/** In the hole of the red flag warning's second polygon. */
const inTheHole = '45.0,-122.6';

describe('alerts without a feed', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });

  it('says alerts are not configured, and finds no alert', async () => {
    const answer = await test.app.inject({ url: `${API_PATHS.alerts}?points=${portland}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      status: { configured: false, last_checked_at: null, failing: false },
      alerts: [],
      points: [{ alert_ids: [] }],
    });
    expect((await test.app.inject({ url: alertPath(1) })).statusCode).toBe(404);
  });

  it.each([
    ['points=45.5', /"45.5" is not a point/],
    ['points=91,0', /is not a point/],
    ['points=45.5,-122.6,3', /is not a point/],
    ['points=0x1,2', /is not a point/],
    [`points=${Array(6).fill(portland).join(';')}`, /at most 5 points/],
    ['lang=xx', /lang/],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    const answer = await test.app.inject({ url: `${API_PATHS.alerts}?${query}` });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.message).toMatch(message);
  });

  it('refuses an id that is not a number', async () => {
    const answer = await test.app.inject({ url: alertPath(0).replace('0', 'abc') });
    expect(answer.statusCode).toBe(400);
  });
});

describe('alerts from the feeds', () => {
  let feeds: AlertFeedServer;
  let test: TestApp;
  const logs = captureLogs();
  const idOf = async (identifier: string) => {
    const [row] = await test.database.db
      .select({ id: alertMessages.id })
      .from(alertMessages)
      .where(eq(alertMessages.identifier, identifier));
    if (!row) throw new Error(`${identifier} is not stored`);
    return row.id;
  };
  const alertsAt = async (points: string[], lang?: string): Promise<AlertsResponse> => {
    const answer = await test.app.inject({
      url: `${API_PATHS.alerts}?points=${points.join(';')}${lang ? `&lang=${lang}` : ''}`,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    return answer.json();
  };
  const detail = async (id: number, lang?: string): Promise<AlertDetail> => {
    const answer = await test.app.inject({ url: alertPath(id, lang) });
    expect(answer.statusCode).toBe(200);
    return answer.json();
  };

  beforeAll(async () => {
    feeds = await startAlertFeedServer();
    test = await createTestApp({
      env: {
        ALERT_FEEDS: `nws=${feeds.origin}/feeds/nws-active.json cap=${feeds.origin}/feeds/atom-index.xml`,
        ALERT_USER_AGENT: 'Prepwell tests (ops@example.org)',
      },
      now: () => clock,
      logStream: logs.stream,
    });
    // The replica's poller reads both feeds once it is ready.
    for (let tries = 0; tries < 200; tries += 1) {
      const { status } = await alertsAt([]);
      if (status.last_checked_at) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  afterAll(async () => {
    await test.close();
    await feeds.close();
  });

  it('answers the alerts at each point, most severe first, and how current they are', async () => {
    const update = await idOf('PW-TEST-FLOOD-0002');
    const winter = await idOf('urn:oid:2.49.0.1.840.0.pw-test.001.1');
    const fire = await idOf('urn:oid:2.49.0.1.840.0.pw-test.002.1');
    const answer = await alertsAt([portland, redFlag, inTheHole, '0,0']);
    expect(answer.status).toEqual({
      configured: true,
      last_checked_at: expect.any(String),
      failing: false,
    });
    expect(answer.alerts.map((alert) => [alert.id, alert.event, alert.severity])).toEqual([
      [update, 'Flash Flood Warning', 'Extreme'],
      [winter, 'Winter Storm Warning', 'Severe'],
      [fire, 'Red Flag Warning', 'Moderate'],
    ]);
    expect(answer.points).toEqual([
      { alert_ids: [update, winter] },
      { alert_ids: [fire] },
      { alert_ids: [] },
      { alert_ids: [] },
    ]);
    expect(answer.alerts[0]).toMatchObject({
      updated: true,
      hazard_slug: 'fixture-flood',
      language: 'en-US',
      expires: '2026-11-28T18:00:00-08:00',
      sample: false,
    });
    expect(answer.alerts[2]?.hazard_slug).toBe('fixture-wildfire');
    expect(answer.alerts[1]?.hazard_slug).toBeNull();
  });

  it('matches an alert named only by zones through the zones’ shapes', async () => {
    const seaside = '46.0,-123.92';
    const { alerts, points } = await alertsAt([seaside]);
    expect(alerts.map((alert) => [alert.event, alert.severity])).toEqual([['Tsunami Warning', 'Extreme']]);
    expect(points[0]?.alert_ids).toEqual([alerts[0]?.id]);
  });

  it('leaves out what has expired', async () => {
    // 19:00 in Portland: the flood update (until 18:00) has expired, the winter storm (22:00) not.
    clock = Date.parse('2026-11-29T03:00:00Z');
    try {
      const later = await alertsAt([portland]);
      expect(later.alerts.map((alert) => alert.event)).toEqual(['Winter Storm Warning']);
      const flood = await detail(await idOf('PW-TEST-FLOOD-0002'));
      expect(flood.alert.state).toBe('expired');
    } finally {
      clock = afternoon;
    }
  });

  it('shows an alert in full: every language the feed carries, and "What to do now" in the reader’s', async () => {
    const original = await idOf('PW-TEST-FLOOD-0001');
    const update = await idOf('PW-TEST-FLOOD-0002');
    const spanish = await detail(original, 'es');
    expect(spanish.alert).toMatchObject({
      event: 'Aviso de inundación repentina',
      language: 'es-US',
      state: 'ended',
      replaced_by: update,
      sender: 'alerts@example.org',
    });
    expect(spanish.alert.infos.map((info) => info.language)).toEqual(['en-US', 'es-US']);
    expect(spanish.what_to_do?.hazard.slug).toBe('fixture-flood');

    const japanese = await detail(update, 'ja');
    expect(japanese.alert).toMatchObject({ state: 'active', replaced_by: null, language: 'en-US' });
    expect(japanese.what_to_do?.blocks.map((block) => [block.id, block.stage, block.critical])).toEqual([
      [90103, 'During', true],
    ]);
    expect(japanese.what_to_do?.blocks[0]?.title.ja).toBeTruthy();
  });

  it('shows an alert of a kind no hazard maps with its own instructions only', async () => {
    const winter = await detail(await idOf('urn:oid:2.49.0.1.840.0.pw-test.001.1'));
    expect(winter.what_to_do).toBeNull();
    expect(winter.alert.infos[0]?.instruction).toBeTruthy();
  });

  it('never shows an exercise, even by its id', async () => {
    const drill = await idOf('PW-TEST-DRILL-0002');
    expect((await test.app.inject({ url: alertPath(drill) })).statusCode).toBe(404);
  });

  it('never logs the points', async () => {
    await alertsAt([portland, redFlag]);
    expect(logs.text()).toContain('/public/v2/alerts?points=[redacted]');
    expect(logs.text()).not.toContain('122.6');
  });
});

describe('the sample feed', () => {
  let test: TestApp;
  const day = Date.parse('2026-12-01T15:00:00Z');
  beforeAll(async () => {
    test = await createTestApp({ env: { ALERT_SAMPLE_FEED: 'on' }, now: () => day });
    for (let tries = 0; tries < 200; tries += 1) {
      const answer = await test.app.inject({ url: API_PATHS.alerts });
      if (answer.json().status.last_checked_at) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  afterAll(async () => {
    await test.close();
  });

  it('shows made-up alerts over the sample regions, each marked as a sample', async () => {
    const houston = '29.8,-95.4';
    const answer = await test.app.inject({ url: `${API_PATHS.alerts}?points=${portland};${houston}` });
    const { alerts, points, status } = answer.json() as AlertsResponse;
    expect(status.configured).toBe(true);
    expect(alerts.map((alert) => [alert.event, alert.sample, alert.expires])).toEqual([
      ['Flash Flood Warning', true, '2026-12-02T12:00:00+00:00'],
      ['Excessive Heat Warning', true, '2026-12-02T12:00:00+00:00'],
    ]);
    expect(points.map((point) => point.alert_ids.length)).toEqual([1, 1]);
    expect(alerts.every((alert) => /^SAMPLE, NOT A REAL ALERT/.test(alert.headline ?? ''))).toBe(true);
    const spanish = await test.app.inject({ url: `${alertPath(alerts[0]!.id, 'es')}` });
    expect(spanish.json().alert).toMatchObject({ sample: true, headline: expect.stringMatching(/^EJEMPLO/) });
  });
});
