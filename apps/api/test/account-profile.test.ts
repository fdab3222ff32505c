import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileSchema } from '@prepwell/contract';
import { createProfile } from '@prepwell/contract/testing';
import { createTestApp, signInAs, type TestApp } from './helpers.js';

describe('profile', () => {
  // Ada signs in with the names the profile factory gives, so it is what her GET answers.
  const adaProfile = createProfile();
  let t: TestApp;
  let ada: { cookie: string };
  let grace: { cookie: string };

  beforeAll(async () => {
    t = await createTestApp();
    ada = await signInAs(t.database, {
      subject: 'ada',
      firstName: adaProfile.first_name,
      lastName: adaProfile.last_name,
      email: adaProfile.email ?? undefined,
    });
    grace = await signInAs(t.database, { subject: 'grace', firstName: 'Grace', lastName: 'Hopper' });
  });
  afterAll(async () => t.close());

  const get = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/public/profile', headers: cookie ? { cookie } : {} });
  const put = (payload: unknown, cookie?: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/public/profile',
      payload: payload as object,
      headers: cookie ? { cookie } : {},
    });

  it('answers 401 to anonymous calls', async () => {
    expect((await get()).statusCode).toBe(401);
    const res = await put({ first_name: 'Eve' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
    expect((await get('prepwell_session=made-up-token')).statusCode).toBe(401);
  });

  it('returns the signed-in user only', async () => {
    const res = await get(ada.cookie);
    expect(res.statusCode).toBe(200);
    expect(profileSchema.parse(res.json())).toEqual(adaProfile);
    expect((await get(grace.cookie)).json().first_name).toBe('Grace');
  });

  it('merges a subset of writable fields and keeps the rest', async () => {
    const res = await put(
      { preferred_language: 'ja', tutorials_shown: ['PrepCheckWelcome', 'Checkboxes'] },
      ada.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Ada',
      preferred_language: 'ja',
      tutorials_shown: ['PrepCheckWelcome', 'Checkboxes'],
    });
    expect((await put({ zip: '97201' }, ada.cookie)).json()).toMatchObject({
      zip: '97201',
      preferred_language: 'ja',
    });
  });

  it('accepts the object GET returns, ignoring read-only fields', async () => {
    const current = (await get(ada.cookie)).json();
    const res = await put(
      { ...current, first_name: 'Augusta', email: 'other@example.org', profile_picture_uri: 'x' },
      ada.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Augusta',
      email: 'ada@example.org',
      profile_picture_uri: null,
    });
  });

  it.each([
    [{ preferred_language: 'tlh' }, 'body.preferred_language'],
    [{ tutorials_shown: ['SomethingElse'] }, 'body.tutorials_shown.0'],
    [{ zip: 'abc' }, 'body.zip'],
    [{ first_name: 42 }, 'body.first_name'],
    [{ is_admin: true }, 'body'],
  ])('refuses %j saying which field is wrong', async (payload, path) => {
    const res = await put(payload, ada.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(path);
    if (path === 'body') expect(res.json().error.message).toContain('is_admin');
  });

  it("never changes another user's profile", async () => {
    await put({ first_name: 'Mallory' }, grace.cookie);
    expect((await get(ada.cookie)).json().first_name).toBe('Augusta');
    expect((await get(grace.cookie)).json().first_name).toBe('Mallory');
  });

  it('refuses an expired session', async () => {
    const old = await signInAs(t.database, { subject: 'old', firstName: 'Old' }, { expiresInMs: -1000 });
    expect((await get(old.cookie)).statusCode).toBe(401);
  });

  it('refuses a profile change sent from another site', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/public/profile',
      payload: { first_name: 'Hacker' },
      headers: { cookie: ada.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect((await get(ada.cookie)).json().first_name).toBe('Augusta');
  });
});

describe('profile with profiles turned off', () => {
  it('does not exist for an unknown environment', async () => {
    const t = await createTestApp({ env: { ENVIRONMENT: 'qa-west' } });
    const res = await t.app.inject({ url: '/public/profile' });
    expect(res.statusCode).toBe(404);
    await t.close();
  });
});
