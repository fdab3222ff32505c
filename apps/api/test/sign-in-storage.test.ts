import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API_PATHS } from '@prepwell/contract';
import { MAX_AUTHORIZATION_STATE, oidcPayloads, purgeExpiredPayloads } from '@prepwell/identity';
import { browser, freePort } from '../../identity/test/browser.js';
import { buildApp, type App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { authRequests } from '../src/db/schema.js';
import { AUTH_REQUEST_TTL_MS, purgeExpiredAuthRequests } from '../src/modules/auth/repository.js';
import { createTestDatabase, testConfig } from './helpers.js';

/**
 * What an anonymous client can make the server store by starting sign-ins: each start keeps a
 * pending sign-in (the app) and an interaction (the bundled provider) until they expire. Issue 23
 * §2: both are capped per request and per client, and expired rows are deleted on a schedule.
 */
let app: App;
let database: DatabaseHandle;
let origin: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const port = await freePort();
  origin = `http://localhost:${port}`;
  app = await buildApp({
    config: testConfig({ PUBLIC_URL: origin, PORT: String(port), SIGN_IN_START_RATE_LIMIT: '4' }),
    database,
  });
  await app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  await database.close();
});

const count = async (table: typeof oidcPayloads | typeof authRequests) =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

describe('starting sign-ins', () => {
  it('refuses an authorization request whose state or query is too long, before the provider stores it', async () => {
    const started = await browser(origin).go(API_PATHS.authLogin);
    const authorization = new URL(await started.text());
    const before = await count(oidcPayloads);

    const longState = new URL(authorization);
    longState.searchParams.set('state', 'x'.repeat(MAX_AUTHORIZATION_STATE + 1));
    const refused = await browser(origin).go(`${longState.pathname}${longState.search}`);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });

    const longQuery = new URL(authorization);
    longQuery.searchParams.set('junk', 'y'.repeat(5000));
    expect((await browser(origin).go(`${longQuery.pathname}${longQuery.search}`)).status).toBe(414);
    expect(await count(oidcPayloads)).toBe(before);

    // The app's own request is well within both caps: the provider takes it (to its login page).
    const taken = await browser(origin).go(`${authorization.pathname}${authorization.search}`);
    expect(taken.status).toBe(303);
    expect(await count(oidcPayloads)).toBeGreaterThan(before);
  });

  it('lets one client start only so many sign-ins a minute, at the app and at the provider', async () => {
    // The app entry and the provider count apart; the test above made one of each (limit 4).
    const person = browser(origin);
    const answers: number[] = [];
    for (let i = 0; i < 4; i++)
      answers.push((await person.go(`${API_PATHS.authSignup}?callback=/x${i}`)).status);
    expect(answers.slice(0, 3)).toEqual([200, 200, 200]);
    const refused = await person.go(API_PATHS.authSignup);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });

    const authorize = () => person.go('/auth/auth?client_id=prepwell-web&response_type=code');
    for (let i = 0; i < 3; i++) expect((await authorize()).status).not.toBe(429);
    const provider = await authorize();
    expect(provider.status).toBe(429);
    expect(provider.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('the purge of expired rows', () => {
  it("deletes the provider's expired rows only", async () => {
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    await database.db.insert(oidcPayloads).values([
      { model: 'Interaction', id: 'old', payload: { state: 'z'.repeat(12_000) }, expiresAt: at(-1) },
      { model: 'AuthorizationCode', id: 'old-code', payload: {}, expiresAt: at(-60), consumedAt: at(-61) },
      { model: 'Interaction', id: 'live', payload: {}, expiresAt: at(10) },
      { model: 'Grant', id: 'forever', payload: {}, expiresAt: null },
    ]);
    expect(await purgeExpiredPayloads(database.db)).toBeGreaterThanOrEqual(2);
    const left = (await database.db.select({ id: oidcPayloads.id }).from(oidcPayloads)).map((r) => r.id);
    expect(left).toEqual(expect.arrayContaining(['live', 'forever']));
    expect(left).not.toContain('old');
    expect(left).not.toContain('old-code');
    expect(await purgeExpiredPayloads(database.db)).toBe(0);
  });

  it('deletes sign-ins started longer ago than they may take', async () => {
    await database.db.insert(authRequests).values([
      {
        state: 'stale',
        codeVerifier: 'v',
        nonce: 'n',
        callback: '/',
        createdAt: new Date(Date.now() - AUTH_REQUEST_TTL_MS - 1000),
      },
      { state: 'fresh', codeVerifier: 'v', nonce: 'n', callback: '/' },
    ]);
    expect(await purgeExpiredAuthRequests(database.db)).toBe(1);
    const left = (await database.db.select({ state: authRequests.state }).from(authRequests)).map(
      (r) => r.state,
    );
    expect(left).toContain('fresh');
    expect(left).not.toContain('stale');
  });
});
