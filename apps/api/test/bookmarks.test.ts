import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BookmarkListResponse, BookmarkedHazardsResponse, HazardListResponse } from '@prepwell/contract';
import { bookmarks, users } from '../src/db/schema.js';
import { createTestApp, signInAs, type TestApp } from './helpers.js';

describe('bookmarks', () => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof signInAs>>;
  let bob: Awaited<ReturnType<typeof signInAs>>;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await signInAs(t.database, { subject: 'alice', firstName: 'Alice' });
    bob = await signInAs(t.database, { subject: 'bob', firstName: 'Bob' });
  });
  afterAll(async () => t.close());

  const add = (cookie: string | undefined, hazardId: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/public/guide/bookmark',
      headers: cookie ? { cookie } : {},
      payload: { hazard_id: hazardId },
    });
  const list = async (cookie: string, query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/public/v2/authenticated/bookmarks${query}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    return res.json<BookmarkListResponse>().bookmarks;
  };

  it('adds a bookmark once per user and hazard, and lists it with its display fields', async () => {
    const first = await add(alice.cookie, 901);
    expect(first.statusCode).toBe(201);
    const again = await add(alice.cookie, 901);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await add(alice.cookie, 903)).statusCode).toBe(201);

    const mine = await list(alice.cookie, '?lang=ja');
    // Local hazards first (903 is LOCAL), then by slug.
    expect(mine.map((b) => b.hazard_id)).toEqual([903, 901]);
    expect(mine[1]).toMatchObject({
      bookmark_id: first.json<{ bookmark_id: number }>().bookmark_id,
      slug: 'fixture-flood',
      icon: { src: expect.stringMatching(/\.svg$/) },
      local: false,
      name: { en: 'Fixture Flood' },
    });
    expect(mine[0]?.creator?.id).toBe(90101);
    // With ?lang=ja, English and Japanese only.
    expect(Object.keys(mine[1]?.name ?? {}).every((lang) => ['en', 'ja'].includes(lang))).toBe(true);
  });

  it("keeps each user's bookmarks to them: Bob can neither list, delete nor learn of Alice's", async () => {
    const [aliceFirst] = await list(alice.cookie);
    expect(await list(bob.cookie)).toEqual([]);
    const probe = await t.app.inject({
      method: 'DELETE',
      url: `/public/guide/bookmark/${aliceFirst?.bookmark_id}`,
      headers: { cookie: bob.cookie },
    });
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: '/public/guide/bookmark/999999',
      headers: { cookie: bob.cookie },
    });
    // The same answer for another user's bookmark as for one that does not exist.
    expect(probe.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(probe.json()).toEqual(unknown.json());
    expect(await list(alice.cookie)).toHaveLength(2);
  });

  it('removes only the owner’s bookmark, then answers 404 for it', async () => {
    const mine = await list(alice.cookie);
    const target = mine.find((b) => b.hazard_id === 903);
    const remove = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/public/guide/bookmark/${target?.bookmark_id}`,
        headers: { cookie: alice.cookie },
      });
    expect((await remove()).statusCode).toBe(204);
    expect((await remove()).statusCode).toBe(404);
    expect((await list(alice.cookie)).map((b) => b.hazard_id)).toEqual([901]);
  });

  it('asks anonymous readers to sign in, and says what was wrong with bad input', async () => {
    expect((await add(undefined, 901)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/public/v2/authenticated/bookmarks' })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/public/guide/bookmark/1' })).statusCode).toBe(401);
    const unknown = await add(alice.cookie, 424242);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain('424242');
    expect((await add(alice.cookie, 'flood')).statusCode).toBe(400);
    const badId = await t.app.inject({
      method: 'DELETE',
      url: '/public/guide/bookmark/abc',
      headers: { cookie: alice.cookie },
    });
    expect(badId.statusCode).toBe(400);
  });

  it('refuses a bookmark written from another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/public/guide/bookmark',
      headers: { cookie: alice.cookie, 'sec-fetch-site': 'cross-site' },
      payload: { hazard_id: 902 },
    });
    expect(res.statusCode).toBe(403);
    expect((await list(alice.cookie)).map((b) => b.hazard_id)).not.toContain(902);
  });

  it("answers an anonymous reader's stored ids with their hazards, leaving unknown ids out", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/public/v2/bookmarks?bookmarks=904,424242,901,903',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<BookmarkedHazardsResponse>().bookmarks.map((b) => b.hazard_id)).toEqual([903, 904, 901]);
    // Without a language, every language the hazard has (904 is written in Japanese too).
    expect(res.json<BookmarkedHazardsResponse>().bookmarks[1]?.name).toHaveProperty('ja');
    const tooMany = Array.from({ length: 201 }, (_, i) => i + 1).join(',');
    const refused = await t.app.inject({ method: 'GET', url: `/public/v2/bookmarks?bookmarks=${tooMany}` });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('at most 200');
    expect(
      (await t.app.inject({ method: 'GET', url: '/public/v2/bookmarks?bookmarks=1,x' })).statusCode,
    ).toBe(400);
  });

  it('marks bookmarked hazards in the list for the reader only, never in the shared answer', async () => {
    const flags = (res: { json: () => HazardListResponse }) =>
      Object.fromEntries(res.json().hazards.map((h) => [h.id, h.bookmarked]));
    const shared = await t.app.inject({ method: 'GET', url: '/public/v2/hazards' });
    expect(shared.json<HazardListResponse>().hazards.every((h) => h.bookmarked === undefined)).toBe(true);
    expect(shared.headers['cache-control']).toBe('public, no-cache');

    const anonymous = await t.app.inject({ method: 'GET', url: '/public/v2/hazards?bookmarks=902' });
    expect(flags(anonymous)).toMatchObject({ 901: false, 902: true });
    expect(anonymous.headers['cache-control']).toBe('private, no-store');

    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/public/v2/hazards',
      headers: { cookie: alice.cookie },
    });
    expect(flags(signedIn)).toMatchObject({ 901: true, 902: false });
    const asBob = await t.app.inject({
      method: 'GET',
      url: '/public/v2/hazards',
      headers: { cookie: bob.cookie },
    });
    expect(flags(asBob)[901]).toBe(false);
    // And the shared answer is still the same afterwards.
    expect((await t.app.inject({ method: 'GET', url: '/public/v2/hazards' })).body).toBe(shared.body);
  });

  it('goes with the account', async () => {
    await t.database.db.delete(users).where(eq(users.id, alice.user.id));
    expect(await t.database.db.select().from(bookmarks).where(eq(bookmarks.userId, alice.user.id))).toEqual(
      [],
    );
  });
});
