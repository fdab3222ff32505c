import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContentPack } from '@prepwell/content';
import type { CommunitySponsor, CommunitySponsorsResponse, HazardDetail } from '@prepwell/contract';
import { loadContent } from '../src/modules/content/loader.js';
import { captureLogs, createTestApp, FIXTURE_PACK_DIR, type TestApp } from './helpers.js';

/**
 * Community sponsors by the reader's point. The fixture pack has two: the geo sponsor "Sample:
 * Fixture Fund" (90111) of the sample region Fixture Town (around Portland) on Fixture Flood
 * (901), and the non-geo "Sample: Everywhere Fund" (99, `sponsors/fixture-everywhere-fund.yaml`)
 * on Fixture Flood and Earthquake (904), shown wherever the reader is.
 */
const INSIDE = '?lat=45.52&lng=-122.68';
/** Another point of Fixture Town: same area, so the same answer. */
const INSIDE_TOO = '?lat=45.45&lng=-122.45';
const OUTSIDE = '?lat=29.76&lng=-95.37';

const FIXTURE_FUND: CommunitySponsor = {
  id: 90111,
  name: { en: 'Sample: Fixture Fund' },
  logo: { src: '/public/icons/local/fixture-logo.svg', alt: { en: 'Fixture Fund logo' } },
  message: { en: 'A sample sponsor used by the tests.' },
  link: 'https://www.ready.gov/',
  extra_links: [{ name: { en: 'Sign up for alerts' }, link: 'https://www.ready.gov/alerts' }],
  links: [
    { name: { en: 'Sample: Fixture Fund' }, link: 'https://www.ready.gov/' },
    { name: { en: 'Sign up for alerts' }, link: 'https://www.ready.gov/alerts' },
  ],
  geo: true,
};
const EVERYWHERE_FUND: CommunitySponsor = {
  id: 99,
  name: { en: 'Sample: Everywhere Fund' },
  logo: { src: '/public/icons/local/fixture-everywhere.svg', alt: { en: 'Everywhere Fund logo' } },
  message: { en: 'A sample sponsor shown wherever the reader is, used by the tests.' },
  link: 'https://www.ready.gov/',
  extra_links: [{ name: { en: 'Build a kit' }, link: 'https://www.ready.gov/kit' }],
  links: [
    { name: { en: 'Sample: Everywhere Fund' }, link: 'https://www.ready.gov/' },
    { name: { en: 'Build a kit' }, link: 'https://www.ready.gov/kit' },
  ],
  geo: false,
};

const hasSponsors = async (t: TestApp, id: number, query = '') =>
  (await t.app.inject({ method: 'GET', url: `/public/guide/hazard/${id}${query}` })).json<HazardDetail>()
    .has_sponsors;

describe('community sponsors', () => {
  describe('with the feature on', () => {
    let t: TestApp;
    const logs = captureLogs();
    beforeAll(async () => {
      t = await createTestApp({ logStream: logs.stream });
    });
    afterAll(async () => t.close());

    const get = (id: number, query: string) =>
      t.app.inject({ method: 'GET', url: `/public/guide/community-sponsor/${id}${query}` });
    const sponsors = async (id: number, query: string) => {
      const res = await get(id, query);
      expect(res.statusCode).toBe(200);
      return res.json<CommunitySponsorsResponse>().sponsors;
    };

    it("answers the sponsor of the reader's area first, marked geo, then the one shown everywhere", async () => {
      expect(await sponsors(901, `${INSIDE}&lang=en`)).toEqual([FIXTURE_FUND, EVERYWHERE_FUND]);
    });

    it('answers only the non-geo sponsor outside the area or without a point, and none for a hazard without sponsors', async () => {
      expect(await sponsors(901, OUTSIDE)).toEqual([EVERYWHERE_FUND]);
      expect(await sponsors(901, '')).toEqual([EVERYWHERE_FUND]);
      // Earthquake has only the non-geo sponsor, inside the area as well.
      expect(await sponsors(904, INSIDE)).toEqual([EVERYWHERE_FUND]);
      expect(await sponsors(902, INSIDE)).toEqual([]);
    });

    it('gives two points of one area the same answer (cached per area set, never per point)', async () => {
      const first = await get(901, INSIDE);
      const second = await get(901, INSIDE_TOO);
      expect(second.body).toBe(first.body);
      expect(second.headers.etag).toBe(first.headers.etag);
      const revalidated = await t.app.inject({
        method: 'GET',
        url: `/public/guide/community-sponsor/901${INSIDE_TOO}`,
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(revalidated.statusCode).toBe(304);
    });

    it('says on the hazard whether it shows sponsors', async () => {
      expect(await hasSponsors(t, 901)).toBe(true);
      expect(await hasSponsors(t, 904, OUTSIDE)).toBe(true);
      expect(await hasSponsors(t, 902, INSIDE)).toBe(false);
    });

    it('answers 404 for an unknown hazard and 400 for half a point, and never logs the point', async () => {
      expect((await get(424242, '')).statusCode).toBe(404);
      expect((await get(901, '?lat=45.5')).statusCode).toBe(400);
      expect(logs.text()).not.toContain('-122.68');
      expect(logs.text()).not.toContain('-122.45');
      expect(logs.text()).not.toMatch(/(?<![\d.])45\.(52|45)/);
    });
  });

  describe('has_sponsors for a hazard with only a geo sponsor', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ loadFixtureContent: false });
      const pack = readContentPack(FIXTURE_PACK_DIR);
      pack.sponsors = []; // Fixture Flood keeps only Fixture Town's sponsor.
      await loadContent(t.database.db, pack);
      t.app.contentVersion.invalidate();
    });
    afterAll(async () => t.close());

    it("is true only for a reader in the sponsor's area", async () => {
      expect(await hasSponsors(t, 901, INSIDE)).toBe(true);
      expect(await hasSponsors(t, 901, OUTSIDE)).toBe(false);
      expect(await hasSponsors(t, 901)).toBe(false);
    });
  });

  describe('with the feature off (an unknown environment)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { ENVIRONMENT: 'somewhere-else' } });
    });
    afterAll(async () => t.close());

    it('answers no sponsors, geo or not, and has_sponsors false', async () => {
      for (const query of [INSIDE, OUTSIDE, '']) {
        const res = await t.app.inject({ method: 'GET', url: `/public/guide/community-sponsor/901${query}` });
        expect(res.json<CommunitySponsorsResponse>().sponsors, query).toEqual([]);
        expect(await hasSponsors(t, 901, query), query).toBe(false);
        expect(await hasSponsors(t, 904, query), query).toBe(false);
      }
    });
  });
});
