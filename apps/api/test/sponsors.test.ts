import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommunitySponsorsResponse, HazardDetail } from '@prepwell/contract';
import { captureLogs, createTestApp, type TestApp } from './helpers.js';

/**
 * Community sponsors by the reader's point. The fixture pack's sample sponsor "Sample: Fixture
 * Fund" (90111) serves Fixture Flood (901) in the sample region Fixture Town (around Portland).
 */
describe('community sponsors', () => {
  const INSIDE = '?lat=45.52&lng=-122.68';
  const OUTSIDE = '?lat=29.76&lng=-95.37';

  describe('with the feature on', () => {
    let t: TestApp;
    const logs = captureLogs();
    beforeAll(async () => {
      t = await createTestApp({ logStream: logs.stream });
    });
    afterAll(async () => t.close());

    const sponsors = async (id: number, query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/public/guide/community-sponsor/${id}${query}` });
      expect(res.statusCode).toBe(200);
      return res.json<CommunitySponsorsResponse>().sponsors;
    };

    it("answers the sponsor of the reader's area, with every field, marked geo", async () => {
      const [sponsor, ...rest] = await sponsors(901, `${INSIDE}&lang=en`);
      expect(rest).toEqual([]);
      expect(sponsor).toEqual({
        id: 90111,
        name: { en: 'Sample: Fixture Fund' },
        logo: { src: expect.stringMatching(/fixture-logo\.svg$/), alt: { en: 'Fixture Fund logo' } },
        message: { en: 'A sample sponsor used by the tests.' },
        link: 'https://www.ready.gov/',
        extra_links: [{ name: { en: 'Sign up for alerts' }, link: 'https://www.ready.gov/alerts' }],
        links: [
          { name: { en: 'Sample: Fixture Fund' }, link: 'https://www.ready.gov/' },
          { name: { en: 'Sign up for alerts' }, link: 'https://www.ready.gov/alerts' },
        ],
        geo: true,
      });
    });

    it('answers none outside its area, without a point, or for a hazard it does not sponsor', async () => {
      expect(await sponsors(901, OUTSIDE)).toEqual([]);
      expect(await sponsors(901, '')).toEqual([]);
      expect(await sponsors(902, INSIDE)).toEqual([]);
    });

    it('says on the hazard whether it has sponsors', async () => {
      const flood = await t.app.inject({ method: 'GET', url: '/public/guide/hazard/901' });
      const fire = await t.app.inject({ method: 'GET', url: '/public/guide/hazard/902' });
      expect(flood.json<HazardDetail>().has_sponsors).toBe(true);
      expect(fire.json<HazardDetail>().has_sponsors).toBe(false);
    });

    it('answers 404 for an unknown hazard and 400 for half a point, and never logs the point', async () => {
      expect(
        (await t.app.inject({ method: 'GET', url: '/public/guide/community-sponsor/424242' })).statusCode,
      ).toBe(404);
      const half = await t.app.inject({ method: 'GET', url: '/public/guide/community-sponsor/901?lat=45.5' });
      expect(half.statusCode).toBe(400);
      expect(logs.text()).not.toContain('45.52');
      expect(logs.text()).not.toContain('-122.68');
    });
  });

  describe('with the feature off (an unknown environment)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { ENVIRONMENT: 'somewhere-else' } });
    });
    afterAll(async () => t.close());

    it('answers no sponsors and has_sponsors false', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/public/guide/community-sponsor/901${INSIDE}` });
      expect(res.json<CommunitySponsorsResponse>().sponsors).toEqual([]);
      const flood = await t.app.inject({ method: 'GET', url: '/public/guide/hazard/901' });
      expect(flood.json<HazardDetail>().has_sponsors).toBe(false);
    });
  });
});
