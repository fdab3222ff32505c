import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type SavedPlace } from '@prepwell/contract';
import { deleteUser } from '../src/modules/account/repository.js';
import { userPlaces } from '../src/db/schema.js';
import { captureLogs, createTestApp, signInAs, type TestApp } from './helpers.js';

const place = (name: string, lat: number, lng: number, extra: Partial<SavedPlace> = {}): SavedPlace => ({
  id: randomUUID(),
  name,
  lat,
  lng,
  source: 'city',
  ...extra,
});

describe('places', () => {
  let t: TestApp;
  const logs = captureLogs();
  let alice: Awaited<ReturnType<typeof signInAs>>;
  let bob: Awaited<ReturnType<typeof signInAs>>;
  beforeAll(async () => {
    t = await createTestApp({ logStream: logs.stream });
    alice = await signInAs(t.database, { subject: 'alice' });
    bob = await signInAs(t.database, { subject: 'bob' });
  });
  afterAll(async () => t.close());

  const search = (text: string) =>
    t.app.inject({ url: `${API_PATHS.placeSearch}?place=${encodeURIComponent(text)}` });
  const get = (cookie?: string) => t.app.inject({ url: API_PATHS.places, headers: cookie ? { cookie } : {} });
  const put = (places: unknown, cookie?: string) =>
    t.app.inject({
      method: 'PUT',
      url: API_PATHS.places,
      headers: cookie ? { cookie } : {},
      payload: { places },
    });

  describe('search, offline', () => {
    it('finds a city by its name, the most populous first, and narrows by region', async () => {
      const portland = await search('Portland');
      expect(portland.statusCode).toBe(200);
      expect(portland.headers['cache-control']).toBe('private, max-age=86400');
      const [first, second] = portland.json().places;
      expect(first).toMatchObject({ kind: 'city', name: 'Portland', region: 'OR', country: 'US' });
      expect(first.lat).toBeCloseTo(45.52, 1);
      expect(second).toMatchObject({ name: 'Portland', region: 'ME' });
      expect((await search('portland, me')).json().places).toEqual([
        expect.objectContaining({ region: 'ME', country: 'US' }),
      ]);
      expect((await search('sao paulo')).json().places[0]).toMatchObject({
        name: 'São Paulo',
        country: 'BR',
      });
    });

    it('finds a US ZIP code with its city', async () => {
      expect((await search('97201')).json().places).toEqual([
        {
          kind: 'zip',
          name: '97201',
          locality: 'Portland',
          region: 'OR',
          country: 'US',
          lat: 45.5078,
          lng: -122.6897,
        },
      ]);
      expect((await search('99999')).json().places).toEqual([]);
    });

    it('refuses an empty or overlong search with a 400 that says why', async () => {
      expect((await search(' ')).json().error.message).toMatch(/type a city or a ZIP code/);
      expect((await search('x'.repeat(101))).statusCode).toBe(400);
    });

    it('never logs what was searched', async () => {
      await search('Springfield');
      expect(logs.text()).toContain(`${API_PATHS.placeSearch}?place=[redacted]`);
      expect(logs.text()).not.toMatch(/springfield/i);
    });
  });

  describe('saved places', () => {
    it('answers 401 to anonymous calls, reading or writing', async () => {
      expect((await get()).statusCode).toBe(401);
      expect((await put([])).statusCode).toBe(401);
    });

    it('keeps each person’s places, in their order, to them alone', async () => {
      const home = place('Home', 45.52, -122.68);
      const work = place('Work', 45.5, -122.6, { source: 'zip' });
      const saved = await put([work, home], alice.cookie);
      expect(saved.statusCode).toBe(200);
      expect(saved.headers['cache-control']).toBe('private, no-store');
      expect(saved.json().places).toEqual([work, home]);
      expect((await get(alice.cookie)).json().places).toEqual([work, home]);
      expect((await get(bob.cookie)).json().places).toEqual([]);

      // Bob saving a place with Alice's id changes nothing of hers.
      await put([{ ...home, name: 'Bob’s' }], bob.cookie);
      expect((await get(alice.cookie)).json().places).toEqual([work, home]);
      expect((await put([home], alice.cookie)).json().places).toEqual([home]);
    });

    it.each([
      ['six places', Array.from({ length: 6 }, (_, i) => place(`P${i}`, 1, 1)), /at most 5 places/],
      ['a blank name', [place('  ', 1, 1)], /give the place a name/],
      ['a name too long', [place('x'.repeat(61), 1, 1)], /61|60|too big|at most/i],
      ['a latitude off the globe', [place('Home', 91, 0)], /lat/],
      ['an id that is not a UUID', [{ ...place('Home', 1, 1), id: '1' }], /id/],
      [
        'one id twice',
        (() => {
          const p = place('A', 1, 1);
          return [p, { ...p, name: 'B' }];
        })(),
        /two places have one id/,
      ],
    ])('refuses %s with a 400 that says why', async (_, places, message) => {
      const answer = await put(places, alice.cookie);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.message).toMatch(message);
    });

    it('deletes the places with the account', async () => {
      const carol = await signInAs(t.database, { subject: 'carol' });
      await put([place('Home', 1, 1)], carol.cookie);
      await deleteUser(t.database.db, carol.user);
      const left = await t.database.db.select().from(userPlaces);
      expect(left.length).toBeGreaterThan(0);
      expect(left.some((row) => row.userId === carol.user.id)).toBe(false);
    });

    it('never logs a saved place', async () => {
      await put([place('Grandma’s house', 12.3456, 65.4321)], bob.cookie);
      expect(logs.text()).not.toContain('12.3456');
      expect(logs.text()).not.toContain('Grandma');
    });
  });
});
