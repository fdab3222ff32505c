import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContentPack } from '@prepwell/content';
import {
  errorBodySchema,
  hazardDetailSchema,
  hazardListResponseSchema,
  hazardSearchResponseSchema,
} from '@prepwell/contract';
import { loadContent } from '../src/modules/content/loader.js';
import { createTestApp, FIXTURE_PACK_DIR, type TestApp } from './helpers.js';

describe('hazard guide API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  describe('GET /public/v2/hazards', () => {
    it('lists local hazards first, then by name, in the asked language and English only', async () => {
      // A point inside Fixture Town, the region of the LOCAL hazard (local-information-hazards.test.ts has the rest).
      const res = await get('/public/v2/hazards?lang=ja&lat=45.52&lng=-122.68');
      expect(res.statusCode).toBe(200);
      const { hazards } = hazardListResponseSchema.parse(res.json());
      expect(hazards.map((h) => h.slug)).toEqual([
        'fixture-levee',
        'fixture-earthquake',
        'fixture-heat',
        'fixture-fire',
        'fixture-flood',
        'fixture-wildfire',
      ]);
      const earthquake = hazards.find((h) => h.slug === 'fixture-earthquake')!;
      expect(earthquake.name).toEqual({ en: 'Earthquake', ja: '地震' });
      expect(earthquake.tags).toEqual({ en: ['quake', 'tremor', 'aftershock'], ja: ['揺れ', '余震'] });
      expect(earthquake.translations).toEqual(['en', 'ja']);
      expect(earthquake.machine_translated).toEqual(['ja']);
      expect(earthquake.icon.src).toBe('/public/icons/hazards/fixture-earthquake.svg');
      expect(earthquake).toMatchObject({ category: 'Common Incidents', topics: ['Land'], local: false });
    });

    it('names the creator of a local hazard ("Provided By")', async () => {
      const { hazards } = hazardListResponseSchema.parse(
        (await get('/public/v2/hazards?lat=45.52&lng=-122.68')).json(),
      );
      const levee = hazards.find((h) => h.slug === 'fixture-levee')!;
      expect(levee.local).toBe(true);
      expect(levee.creator).toEqual({
        id: 90101,
        name: { en: 'Sample: Fixture Neighbors' },
        logo: { src: '/public/icons/local/fixture-logo.svg', alt: { en: 'Fixture Neighbors logo' } },
        link: 'https://www.ready.gov/',
      });
      expect(hazards.find((h) => h.slug === 'fixture-flood')!.creator).toBeNull();
    });

    it('answers English alone without ?lang=, and refuses an unknown language', async () => {
      const { hazards } = hazardListResponseSchema.parse((await get('/public/v2/hazards')).json());
      expect(hazards.find((h) => h.slug === 'fixture-earthquake')!.name).toEqual({ en: 'Earthquake' });
      const bad = await get('/public/v2/hazards?lang=xx');
      expect(bad.statusCode).toBe(400);
      expect(errorBodySchema.parse(bad.json()).error.code).toBe('VALIDATION_FAILED');
    });

    it('answers 304 to a repeated call with its ETag, and a new body for another language', async () => {
      const first = await get('/public/v2/hazards?lang=ja');
      const etag = String(first.headers.etag);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      const again = await get('/public/v2/hazards?lang=ja', { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const other = await get('/public/v2/hazards?lang=fr', { 'if-none-match': etag });
      expect(other.statusCode).toBe(200);
      expect(other.headers.etag).not.toBe(etag);
    });
  });

  describe('GET /public/guide/hazard/{id} and /by-slug/{slug}', () => {
    it('answers the hazard with its blocks, stage default and toggle availability', async () => {
      const res = await get('/public/guide/hazard/904');
      expect(res.statusCode).toBe(200);
      const hazard = hazardDetailSchema.parse(res.json());
      expect(hazard.slug).toBe('fixture-earthquake');
      expect(hazard.default_stage).toBe('During');
      // The fixture's non-geo sponsor (99) appears on it wherever the reader is.
      expect(hazard.has_sponsors).toBe(true);
      expect(hazard.content_blocks.map((b) => b.id)).toEqual([
        90401, 90402, 90403, 90404, 90405, 90406, 90407, 90499,
      ]);
      // Hand-computed from fixture-earthquake/hazard.yaml (the Sources block counts for nothing).
      expect(hazard.toggle_availability).toEqual({
        Adults: ['Before', 'During', 'After'],
        Kids: ['Before', 'During'],
        Elderly: ['After'],
        Disability: [],
        Veteran: [],
        Pets: ['During'],
        'Farm Animals': ['After'],
        Wildlife: [],
      });
      // No ?languages=: every language the hazard has.
      expect(hazard.name).toEqual({ en: 'Earthquake', ja: '地震' });
      expect(hazard.content_blocks[0]!.body.en).toContain('[Fixture Flood](/hazards/fixture-flood)');
    });

    it('finds the same hazard by slug, cut to the asked languages', async () => {
      const res = await get('/public/guide/hazard/by-slug/fixture-earthquake?languages=fr');
      expect(res.statusCode).toBe(200);
      const hazard = hazardDetailSchema.parse(res.json());
      expect(hazard.id).toBe(904);
      expect(hazard.name).toEqual({ en: 'Earthquake' });
      const ja = hazardDetailSchema.parse(
        (await get('/public/guide/hazard/by-slug/fixture-earthquake?lang=ja')).json(),
      );
      expect(ja.content_blocks[0]!.title).toEqual({
        en: 'Earthquake Prepare 90401',
        ja: '地震 ブロック 90401',
      });
    });

    it('carries block icons, images with alt text, creators, local flags and important sources', async () => {
      const hazard = hazardDetailSchema.parse((await get('/public/guide/hazard/903')).json());
      expect(hazard.local).toBe(true);
      expect(hazard.creator?.name.en).toBe('Sample: Fixture Neighbors');
      const [first, second] = hazard.content_blocks;
      expect(first).toMatchObject({
        icon: '/public/icons/blocks/fixture-block.svg',
        image: {
          src: '/public/icons/blocks/fixture-map.svg',
          alt: { en: 'A sample map of the river and the shelter.' },
        },
        important_sources: [
          { title: 'Test source', publisher: 'Ready.gov (FEMA)', url: 'https://www.ready.gov/' },
        ],
        local: false,
        creator: null,
      });
      expect(second).toMatchObject({ local: true, creator: { id: 90101 } });
    });

    it('answers 404 in the JSON error shape for an unknown id or slug, 400 for a bad one', async () => {
      for (const url of ['/public/guide/hazard/999999', '/public/guide/hazard/by-slug/no-such-hazard']) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(errorBodySchema.parse(res.json()).error.code).toBe('NOT_FOUND');
      }
      for (const url of [
        '/public/guide/hazard/abc',
        '/public/guide/hazard/-3',
        '/public/guide/hazard/by-slug/Not_A_Slug',
        '/public/guide/hazard/904?languages=ja,xx',
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(400);
        expect(errorBodySchema.parse(res.json()).error.message, url).toBeTruthy();
      }
    });

    it('answers 304 when the browser holds this version', async () => {
      const first = await get('/public/guide/hazard/904?languages=ja');
      const again = await get('/public/guide/hazard/904?languages=ja', {
        'if-none-match': String(first.headers.etag),
      });
      expect(again.statusCode).toBe(304);
    });
  });

  describe('GET /public/guide/search/v2', () => {
    const search = async (query: string) => {
      const res = await get(`/public/guide/search/v2?query=${encodeURIComponent(query)}`);
      expect(res.statusCode, query).toBe(200);
      return hazardSearchResponseSchema.parse(res.json());
    };

    it('answers every id, in the list order, for an empty query', async () => {
      const { hazards } = hazardListResponseSchema.parse((await get('/public/v2/hazards')).json());
      expect(await search('')).toEqual({ hazards: hazards.map((h) => h.id), suggestedQuery: null });
      const bare = await get('/public/guide/search/v2');
      expect(bare.json()).toEqual({ hazards: hazards.map((h) => h.id), suggestedQuery: null });
    });

    it('ranks a name match first, in any language, and suggests a word for a typo', async () => {
      expect((await search('earthquake')).hazards[0]).toBe(904);
      expect((await search('地震')).hazards[0]).toBe(904);
      const typo = await search('earthqake');
      expect(typo.suggestedQuery).toBe('earthquake');
      expect((await search('wild fire')).hazards[0]).toBe(905);
      expect((await search('Heat-Wave')).hazards[0]).toBe(906);
    });

    it('answers no hazards for text that matches nothing', async () => {
      expect((await search('zzqxv')).hazards).toEqual([]);
    });

    it('reads a 2,000-character query and refuses a longer one with a clear 400', async () => {
      const long = `flood ${'x'.repeat(1994)}`;
      expect(long).toHaveLength(2000);
      const ok = await search(long);
      expect(ok.hazards[0]).toBe(901);
      const tooLong = await get(`/public/guide/search/v2?query=${'x'.repeat(2001)}`);
      expect(tooLong.statusCode).toBe(400);
      expect(errorBodySchema.parse(tooLong.json()).error.message).toMatch(/2000/);
    });
  });

  describe('after a content load', () => {
    it('answers 404 for an archived hazard and leaves it out of the list, search and sitemap of the new version', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'prepwell-pack-'));
      cpSync(FIXTURE_PACK_DIR, dir, { recursive: true });
      rmSync(join(dir, 'hazards', 'fixture-fire'), { recursive: true });
      try {
        expect((await get('/public/guide/hazard/902')).statusCode).toBe(200);
        await loadContent(t.database.db, readContentPack(dir));
        t.app.contentVersion.invalidate();
        const gone = await get('/public/guide/hazard/902');
        expect(gone.statusCode).toBe(404);
        expect(errorBodySchema.parse(gone.json()).error.code).toBe('NOT_FOUND');
        const { hazards } = hazardListResponseSchema.parse((await get('/public/v2/hazards')).json());
        expect(hazards.map((h) => h.id)).not.toContain(902);
        expect(
          hazardSearchResponseSchema.parse((await get('/public/guide/search/v2?query=fire')).json()).hazards,
        ).not.toContain(902);
        expect((await get('/s/902')).headers.location).toBe('/hazards');
      } finally {
        await loadContent(t.database.db, readContentPack(FIXTURE_PACK_DIR));
        t.app.contentVersion.invalidate();
        rmSync(dir, { recursive: true, force: true });
      }
      expect((await get('/public/guide/hazard/902')).statusCode).toBe(200);
    });
  });
});
