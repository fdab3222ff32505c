import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, SESSION_COOKIE } from '@prepwell/contract';
import { createSession, endUserSessions } from '../src/plugins/session.js';
import { createTestApp, signInAs, type TestApp } from './helpers.js';
import { eq } from 'drizzle-orm';
import { sessions } from '../src/db/schema.js';

describe('ending a person’s app sessions (after a password change or reset)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ loadFixtureContent: false });
  });
  afterAll(async () => t.close());

  const status = async (cookie: string) =>
    (await t.app.inject({ url: API_PATHS.profile, headers: { cookie } })).statusCode;

  it('ends every other session of that person only, keeping the one that made the change', async () => {
    const ada = await signInAs(t.database, { subject: 'ada', issuer: 'https://id.example' });
    const phone = await createSession(t.database.db, ada.user.id);
    const grace = await signInAs(t.database, { subject: 'grace', issuer: 'https://id.example' });
    // The same subject at another issuer is another person.
    const namesake = await signInAs(t.database, { subject: 'ada', issuer: 'https://other.example' });

    const keep = ada.cookie.slice(`${SESSION_COOKIE}=`.length);
    expect(await endUserSessions(t.database.db, { issuer: 'https://id.example', subject: 'ada' }, keep)).toBe(
      1,
    );
    expect(await status(ada.cookie)).toBe(200);
    expect(await status(`${SESSION_COOKIE}=${phone.token}`)).toBe(401);
    expect(await status(grace.cookie)).toBe(200);
    expect(await status(namesake.cookie)).toBe(200);

    // A reset by email keeps none.
    expect(await endUserSessions(t.database.db, { issuer: 'https://id.example', subject: 'ada' })).toBe(1);
    expect(await status(ada.cookie)).toBe(401);
  });
});

describe('an idle session ends (ASVS 3.3.2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ loadFixtureContent: false, env: { SESSION_IDLE_DAYS: '2' } });
  });
  afterAll(async () => t.close());

  const profile = (cookie: string) => t.app.inject({ url: API_PATHS.profile, headers: { cookie } });
  const lastSeen = async (userId: string) =>
    (await t.database.db.select().from(sessions).where(eq(sessions.userId, userId)))[0]?.lastSeenAt;
  const idleFor = (userId: string, days: number) =>
    t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - days * 24 * 60 * 60 * 1000) })
      .where(eq(sessions.userId, userId));

  it('after SESSION_IDLE_DAYS without use, however far its 30-day expiry', async () => {
    const idle = await signInAs(t.database, { subject: 'idle' });
    await idleFor(idle.user.id, 2.1);
    expect((await profile(idle.cookie)).statusCode).toBe(401);
  });

  it('not while it is used: each use moves the idle time on', async () => {
    const busy = await signInAs(t.database, { subject: 'busy' });
    await idleFor(busy.user.id, 1.9);
    expect((await profile(busy.cookie)).statusCode).toBe(200);
    // That use was recorded: the session is as good as new.
    expect(Date.now() - (await lastSeen(busy.user.id))!.getTime()).toBeLessThan(60_000);
    expect((await profile(busy.cookie)).statusCode).toBe(200);
  });
});
