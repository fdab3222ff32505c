import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, SESSION_COOKIE } from '@prepwell/contract';
import { createSession, endUserSessions } from '../src/plugins/session.js';
import { createTestApp, signInAs, type TestApp } from './helpers.js';

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
