import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, SESSION_COOKIE, type HazardViewEventRequest } from '@prepwell/contract';
import { hazardViewEvents } from '../src/db/schema.js';
import { createSession } from '../src/plugins/session.js';
import { createTestApp, signInAs, type TestApp } from './helpers.js';

// Fixture pack: hazard 901 (fixture-flood) has blocks 90101–90106 and 90199; 902 is fixture-fire.
const SIGNED_IN = API_PATHS.hazardViewEvent;
const ANONYMOUS = API_PATHS.hazardViewEventNoAuth;

describe('hazard view events', () => {
  let t: TestApp;
  let cookie: string;
  // Each test sends from its own address, so the per-client limit of one never reaches another.
  let address = 0;
  let remoteAddress: string;

  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await signInAs(t.database, { subject: 'viewer', firstName: 'Ada', email: 'ada@example.org' }))
      .cookie;
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    address += 1;
    remoteAddress = `10.1.0.${address}`;
    await t.database.db.delete(hazardViewEvents);
  });

  const view = (url: string, payload: HazardViewEventRequest | Record<string, unknown>, headers = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress });
  const storedViews = () => t.database.db.select().from(hazardViewEvents).orderBy(hazardViewEvents.id);

  it.each([
    ['anonymous', ANONYMOUS, false],
    ['anonymous, trailing slash', `${ANONYMOUS}/`, false],
    ['signed in', SIGNED_IN, true],
    ['signed in, trailing slash', `${SIGNED_IN}/`, true],
  ])('records a hazard view and a block view (%s) with 204', async (_name, url, signedIn) => {
    const headers = signedIn ? { cookie } : {};
    const hazard = await view(url, { hazard_id: 901 }, headers);
    expect(hazard.statusCode).toBe(204);
    expect(hazard.body).toBe('');
    const block = await view(url, { hazard_id: 901, content_block_id: 90102 }, headers);
    expect(block.statusCode).toBe(204);
    const rows = await storedViews();
    expect(rows.map((row) => [row.hazardId, row.contentBlockId])).toEqual([
      [901, null],
      [901, 90102],
    ]);
    // Nothing about the reader: the row has only these columns.
    expect(Object.keys(rows[0]!).sort()).toEqual(['contentBlockId', 'hazardId', 'id', 'viewedAt']);
    expect(Date.now() - rows[0]!.viewedAt.getTime()).toBeLessThan(60_000);
  });

  it('refuses an unknown hazard with a 400 naming the field', async () => {
    const res = await view(ANONYMOUS, { hazard_id: 12345 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'body.hazard_id: no hazard has the id 12345.',
    });
    expect(await storedViews()).toEqual([]);
  });

  it('refuses a block of another hazard, and a block that does not exist, with a 400', async () => {
    // 90201 is fixture-fire's block, not fixture-flood's.
    const foreign = await view(ANONYMOUS, { hazard_id: 901, content_block_id: 90201 });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toBe(
      'body.content_block_id: hazard 901 has no content block 90201.',
    );
    const missing = await view(SIGNED_IN, { hazard_id: 901, content_block_id: 90177 }, { cookie });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details).toEqual([
      { path: 'body.content_block_id', message: 'is not a content block of this hazard' },
    ]);
    expect(await storedViews()).toEqual([]);
  });

  it('refuses bodies that do not match the contract', async () => {
    for (const payload of [{}, { hazard_id: '901' }, { hazard_id: -1 }, { hazard_id: 901, user_id: 'x' }]) {
      const res = await view(ANONYMOUS, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('answers 401 on the signed-in form without a session, and stores nothing', async () => {
    for (const url of [SIGNED_IN, `${SIGNED_IN}/`]) {
      const res = await view(url, { hazard_id: 901 });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHORIZED');
    }
    expect(await storedViews()).toEqual([]);
  });

  it('refuses views sent from another site', async () => {
    const crossSite = await view(ANONYMOUS, { hazard_id: 901 }, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error.code).toBe('CROSS_SITE_REQUEST');
    const otherOrigin = await view(SIGNED_IN, { hazard_id: 901 }, { cookie, origin: 'https://evil.example' });
    expect(otherOrigin.statusCode).toBe(403);
    expect(await storedViews()).toEqual([]);
  });

  it('limits one anonymous client to 30 views a minute, both spellings counted together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      statuses.push((await view(i % 2 === 0 ? ANONYMOUS : `${ANONYMOUS}/`, { hazard_id: 901 })).statusCode);
    }
    expect(statuses).toEqual(Array(30).fill(204));
    const limited = await view(`${ANONYMOUS}/`, { hazard_id: 901 });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(limited.json().error.message).toMatch(
      /^Too many hazard views from this device\. Please try again in \d+ seconds\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedViews()).toHaveLength(30);

    // Another client is not affected.
    remoteAddress = '10.2.0.1';
    expect((await view(ANONYMOUS, { hazard_id: 901 })).statusCode).toBe(204);
  });

  it("counts a signed-in reader's views per account: a second session does not add to the 30", async () => {
    const reader = await signInAs(t.database, { subject: 'two-sessions' });
    const second = `${SESSION_COOKIE}=${(await createSession(t.database.db, reader.user.id)).token}`;
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      remoteAddress = `10.3.${i % 2}.1`;
      statuses.push(
        (await view(SIGNED_IN, { hazard_id: 901 }, { cookie: i % 2 ? second : reader.cookie })).statusCode,
      );
    }
    expect(statuses).toEqual(Array(30).fill(204));
    remoteAddress = '10.3.9.9';
    const limited = await view(SIGNED_IN, { hazard_id: 901 }, { cookie: second });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedViews()).toHaveLength(30);
    // Another account is not affected.
    expect((await view(SIGNED_IN, { hazard_id: 901 }, { cookie })).statusCode).toBe(204);
  });
});
