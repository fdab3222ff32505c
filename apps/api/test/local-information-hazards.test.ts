import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  errorBodySchema,
  hazardListResponseSchema,
  hazardSearchResponseSchema,
  type HazardListResponse,
} from '@prepwell/contract';
import { captureLogs, createTestApp, signInAs, type TestApp } from './helpers.js';

/**
 * LOCAL hazards by the reader's point. The fixture pack's LOCAL hazard Levee Breach
 * (fixture-levee, 903) is by creator 90101 of the sample region Fixture Town (901: longitude
 * −122.8 to −122.4, latitude 45.4 to 45.7, around Portland), so that is its region.
 */
const LEVEE = 903;
/** Two points of Fixture Town, as the browser sends them (rounded to 2 decimals) and finer. */
const INSIDE = 'lat=45.5&lng=-122.6';
const INSIDE_TOO = 'lat=45.6137&lng=-122.4491';
/** Houston: inside no fixture region. */
const OUTSIDE = 'lat=29.76&lng=-95.37';

describe('LOCAL hazards in the list and search', () => {
  let t: TestApp;
  const logs = captureLogs();
  beforeAll(async () => {
    t = await createTestApp({ logStream: logs.stream });
  });
  afterAll(async () => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const list = async (query: string, headers: Record<string, string> = {}) => {
    const res = await get(`/public/v2/hazards?lang=en${query ? `&${query}` : ''}`, headers);
    expect(res.statusCode, query).toBe(200);
    return hazardListResponseSchema.parse(res.json()).hazards;
  };
  const search = async (text: string, query = '') => {
    const res = await get(
      `/public/guide/search/v2?query=${encodeURIComponent(text)}${query ? `&${query}` : ''}`,
    );
    expect(res.statusCode, `${text} ${query}`).toBe(200);
    return hazardSearchResponseSchema.parse(res.json());
  };

  describe('GET /public/v2/hazards', () => {
    it('lists the LOCAL hazard first for a reader inside its region, the rest in the usual order', async () => {
      const everywhere = (await list('')).map((h) => h.id);
      const inside = (await list(INSIDE)).map((h) => h.id);
      expect(inside).toEqual([LEVEE, ...everywhere]);
    });

    it('leaves it out without a point and for a point outside its region', async () => {
      expect((await list('')).map((h) => h.id)).not.toContain(LEVEE);
      expect((await list(OUTSIDE)).map((h) => h.id)).not.toContain(LEVEE);
      expect((await list(OUTSIDE)).map((h) => h.id)).toEqual((await list('')).map((h) => h.id));
    });

    it('still opens it by a direct link, without a point', async () => {
      expect((await get(`/public/guide/hazard/${LEVEE}`)).statusCode).toBe(200);
      expect((await get('/public/guide/hazard/by-slug/fixture-levee')).statusCode).toBe(200);
    });

    it('gives two points of one area the same answer (cached per area set, never per point)', async () => {
      const first = await get(`/public/v2/hazards?lang=en&${INSIDE}`);
      const second = await get(`/public/v2/hazards?lang=en&${INSIDE_TOO}`);
      expect(second.body).toBe(first.body);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      const revalidated = await get(`/public/v2/hazards?lang=en&${INSIDE_TOO}`, {
        'if-none-match': String(first.headers.etag),
      });
      expect(revalidated.statusCode).toBe(304);
      // Outside the area is another answer.
      expect((await get(`/public/v2/hazards?lang=en&${OUTSIDE}`)).headers.etag).not.toBe(first.headers.etag);
    });

    it('keeps the personal answer (bookmarked flags, private) with a point, and a bookmarked LOCAL hazard anywhere', async () => {
      const flags = (hazards: HazardListResponse['hazards']) =>
        hazards.map((h) => [h.id, h.bookmarked] as const);
      const res = await get(`/public/v2/hazards?lang=en&bookmarks=901&${INSIDE}`);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const inside = hazardListResponseSchema.parse(res.json()).hazards;
      expect(flags(inside).slice(0, 1)).toEqual([[LEVEE, false]]);
      expect(inside.find((h) => h.id === 901)?.bookmarked).toBe(true);
      // Away from its region the LOCAL hazard is listed only while the reader has it bookmarked.
      expect((await list(`bookmarks=901&${OUTSIDE}`)).map((h) => h.id)).not.toContain(LEVEE);
      expect(flags(await list('bookmarks=903')).slice(0, 1)).toEqual([[LEVEE, true]]);

      const { cookie } = await signInAs(t.database, { subject: 'local-reader' });
      const added = await t.app.inject({
        method: 'POST',
        url: '/public/guide/bookmark',
        payload: { hazard_id: 904 },
        headers: { cookie },
      });
      expect(added.statusCode).toBe(201);
      const signedIn = await get(`/public/v2/hazards?lang=en&${INSIDE}`, { cookie });
      expect(signedIn.headers['cache-control']).toBe('private, no-store');
      const mine = hazardListResponseSchema.parse(signedIn.json()).hazards;
      expect(flags(mine).slice(0, 1)).toEqual([[LEVEE, false]]);
      expect(mine.find((h) => h.id === 904)?.bookmarked).toBe(true);
      expect((await list('', { cookie })).map((h) => h.id)).not.toContain(LEVEE);
    });
  });

  describe('GET /public/guide/search/v2', () => {
    it('finds the LOCAL hazard only inside its region, first among the matches', async () => {
      expect((await search('levee', INSIDE)).hazards).toEqual([LEVEE]);
      expect((await search('levee', OUTSIDE)).hazards).toEqual([]);
      expect((await search('levee')).hazards).toEqual([]);
      // An empty query answers what the list shows, in its order.
      expect((await search('', INSIDE)).hazards).toEqual((await list(INSIDE)).map((h) => h.id));
      expect((await search('')).hazards).toEqual((await list('')).map((h) => h.id));
    });

    it('never suggests the name or tag of a LOCAL hazard the reader cannot find', async () => {
      expect((await search('leveee', INSIDE)).suggestedQuery).toBe('levee');
      expect((await search('leveee')).suggestedQuery).toBeNull();
      expect((await search('leveee', OUTSIDE)).suggestedQuery).toBeNull();
    });

    it('puts the LOCAL hazard first when it matches with others', async () => {
      // "hazard" is in three descriptions; by score the LOCAL hazard's own ranks last of them.
      expect((await search('hazard')).hazards).toEqual([902, 901]);
      expect((await search('hazard', INSIDE)).hazards).toEqual([LEVEE, 902, 901]);
    });
  });

  describe('caches', () => {
    it('key every answer by the area set, never by the point', async () => {
      const keysFor = async (point: string) => {
        const keys: string[] = [];
        const cache = t.app.contentCache;
        const get = cache.get.bind(cache);
        const spy = vi.spyOn(cache, 'get').mockImplementation(((
          key: string,
          compute: () => Promise<unknown>,
        ) => {
          keys.push(key);
          return get(key, compute);
        }) as typeof cache.get);
        for (const url of [
          `/public/v2/hazards?lang=ja&${point}`,
          `/public/guide/search/v2?query=levee&${point}`,
          `/public/guide/hazard/901?lang=ja&${point}`,
          `/public/guide/community-sponsor/901?${point}`,
        ]) {
          expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
        }
        spy.mockRestore();
        return keys;
      };
      const inside = await keysFor(INSIDE);
      expect(inside).toContain('hazards:ja:areas=901');
      expect(await keysFor(INSIDE_TOO)).toEqual(inside);
      const outside = await keysFor(OUTSIDE);
      expect(outside).toContain('hazards:ja:areas=');
      expect([...inside, ...outside].filter((key) => /45\.|122|29\.7|95\.3/.test(key))).toEqual([]);
    });
  });

  describe('a point that is not one', () => {
    it.each([
      ['half a point', 'lat=45.5'],
      ['the other half', 'lng=-122.6'],
      ['latitude out of range', 'lat=95&lng=0'],
      ['longitude out of range', 'lat=0&lng=190'],
      ['not a number', 'lat=abc&lng=0'],
    ])('is refused with a 400 in the contract’s error shape: %s', async (_, point) => {
      for (const url of [
        `/public/v2/hazards?lang=en&${point}`,
        `/public/guide/search/v2?query=flood&${point}`,
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(400);
        const { error } = errorBodySchema.parse(res.json());
        expect(error.code, url).toBe('VALIDATION_FAILED');
      }
      expect(
        errorBodySchema.parse((await get('/public/v2/hazards?lat=45.5')).json()).error.message,
      ).toContain('lat and lng together');
    });
  });

  describe('the point is never kept', () => {
    it('is absent from every log line', () => {
      const text = logs.text();
      expect(text).toContain('/public/v2/hazards'); // the requests were logged…
      for (const value of ['-122.6', '-122.4491', '-122.45', '-95.37']) expect(text).not.toContain(value);
      expect(text).not.toMatch(/(?<![\d.])(45\.5|45\.6137|45\.61|29\.76)(?!\d)/);
      expect(text).not.toMatch(/(lat|lng)=[-\d]/);
    });

    it('is absent from every table', async () => {
      // node-postgres and PGlite both answer `execute` with `{ rows }`.
      const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
        ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
      const tables = await rowsOf<{ table_name: string }>(sql`
        select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`);
      expect(tables.length).toBeGreaterThan(10);
      for (const { table_name: table } of tables) {
        // Without the times of day: "14:18:29.763565" is no point, but holds "29.76".
        const text = JSON.stringify(
          await rowsOf(sql`select t::text as row from ${sql.identifier(table)} t`),
        ).replace(/\d{2}:\d{2}:\d{2}(\.\d+)?/g, 'TIME');
        for (const value of ['45.5,', '45.61', '-122.6', '-122.45', '-95.37', '29.76']) {
          expect(text, `${table} holds ${value}`).not.toContain(value);
        }
      }
    });
  });
});

/**
 * The server-rendered guide (`/hazards`) has no point: it lists and finds no LOCAL hazard. A
 * stand-in server build renders the answers its page would ask the sources for as JSON, so the
 * test reads them back.
 */
describe('the server-rendered guide', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'prepwell-ssr-stub-'));
    const webDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web');
    mkdirSync(join(dir, 'dist'));
    mkdirSync(join(dir, 'dist-server'));
    copyFileSync(join(webDir, 'index.html'), join(dir, 'dist', 'index.html'));
    writeFileSync(
      join(dir, 'dist-server', 'entry-server.js'),
      `export async function render({ url, lang, sources }) {
        const [path, search] = url.split('?');
        const query = new URLSearchParams(search ?? '').get('query');
        const answers = path === '/hazards'
          ? [await sources.hazards(lang), ...(query ? [await sources.search(query)] : [])]
          : [await sources.hazard(path.split('/')[2], lang)];
        const json = JSON.stringify(answers).replace(/</g, '\\\\u003c');
        return { html: '<pre id="queries">' + json + '</pre>', styles: '', dataScript: '', title: 'Hazards', description: 'd' };
      }\n`,
    );
    t = await createTestApp({ env: { WEB_DIST_DIR: join(dir, 'dist'), SERVER_RENDERING: 'on' } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const queriesOf = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode, url).toBe(200);
    const json = /<pre id="queries">([\s\S]*?)<\/pre>/.exec(res.body)?.[1];
    expect(json, url).toBeDefined();
    return JSON.parse(json!) as { hazards: ({ id: number } | number)[] }[];
  };

  it('lists and finds no LOCAL hazard, and still renders its page', async () => {
    const [listed] = await queriesOf('/hazards');
    const ids = listed!.hazards.map((h) => (typeof h === 'number' ? h : h.id));
    expect(ids).toContain(901);
    expect(ids).not.toContain(LEVEE);
    const [, found] = await queriesOf('/hazards?query=levee');
    expect(found!.hazards).toEqual([]);
    const [page] = await queriesOf('/hazards/fixture-levee');
    expect(JSON.stringify(page)).toContain('"slug":"fixture-levee"');
  });
});
