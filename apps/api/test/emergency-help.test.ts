import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_PACK_DIR, readContentPack } from '@prepwell/content';
import {
  LANGUAGE_CODES,
  crisisSupportOptionSchema,
  crisisSupportResponseSchema,
  errorBodySchema,
  type CrisisSupportOption,
} from '@prepwell/contract';
import { crisisOptions } from '../src/db/schema.js';
import { loadContent } from '../src/modules/content/loader.js';
import { captureLogs, createTestApp, FIXTURE_PACK_DIR, type TestApp } from './helpers.js';

/**
 * Get Emergency Help's call. The fixture pack has three options: Fixture Helpline (901,
 * NATIONAL, priority 1, Elderly, on Fixture Flood), Fixture Text Line (902, NATIONAL, priority 2,
 * text-only with a keyword, date pinned 2025-06-01) and Sample: Fixture Town Helpline (903, LOCAL
 * in Fixture Town — longitude −122.8 to −122.4, latitude 45.4 to 45.7 — date pinned 2026-11-20).
 */
const PATH = '/public/crisis-support-option';
const HELPLINE = 901;
const TEXT_LINE = 902;
const TOWN_HELPLINE = 903;
/** Two points of Fixture Town: as the browser sends them (2 decimals), and finer. */
const INSIDE = 'lat=45.52&lng=-122.68';
const INSIDE_TOO = 'lat=45.6137&lng=-122.4491';
/** Just south of Fixture Town, but inside once rounded to 2 decimals (45.40): the server rounds. */
const INSIDE_ONCE_ROUNDED = 'lat=45.396&lng=-122.6';
/** Just south of Fixture Town, and still outside rounded (45.39). */
const OUTSIDE_ROUNDED = 'lat=45.394&lng=-122.6';
/** Houston: inside no fixture region. */
const OUTSIDE = 'lat=29.76&lng=-95.37';

const FIXTURE_TEXT_LINE: CrisisSupportOption = {
  id: TEXT_LINE,
  title: { en: 'Fixture Text Line' },
  subheader: { en: 'A text line used only by the test suite' },
  priority: 2,
  icon: { src: '/public/icons/crisis/fixture-phone.svg', alt: { en: 'Text message' } },
  always_available: true,
  hours: null,
  phone: '741741',
  is_text_line: true,
  text_number: '741741',
  text_keyword: 'HOME',
  link: 'https://www.ready.gov/',
  examples: { en: ['Testing the text action'] },
  who_they_help: { en: ['Anyone in the tests'] },
  details: { en: 'A test option. Text HOME to 741741 in the test suite only.' },
  search_terms: { en: ['text a counselor', 'cant talk out loud'] },
  filters: [],
  hazards: [],
  scope: 'NATIONAL',
  sample: false,
};

describe('GET /public/crisis-support-option (fixture pack)', () => {
  let t: TestApp;
  const logs = captureLogs();
  beforeAll(async () => {
    t = await createTestApp({ logStream: logs.stream });
  });
  afterAll(async () => t.close());

  const get = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: query ? `${PATH}?${query}` : PATH, headers });
  const answer = async (query: string) => {
    const res = await get(query);
    expect(res.statusCode, query).toBe(200);
    return crisisSupportResponseSchema.parse(res.json());
  };
  const ids = async (query: string) => (await answer(query)).alternatives.map((o) => o.id);

  it('answers every field of the contract, in the contract’s shape', async () => {
    const res = await get('');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(['alternatives', 'date_modified', 'intents']);
    const alternatives = body.alternatives as Record<string, unknown>[];
    for (const option of alternatives) {
      expect(Object.keys(option).sort()).toEqual(Object.keys(crisisSupportOptionSchema.shape).sort());
      crisisSupportOptionSchema.parse(option);
    }
    expect(alternatives.find((o) => o.id === TEXT_LINE)).toEqual(FIXTURE_TEXT_LINE);
    // A service with hours carries them; its text number and keyword too.
    expect(alternatives.find((o) => o.id === HELPLINE)).toMatchObject({
      always_available: false,
      hours: { en: 'Mon–Fri, 9 a.m.–5 p.m. ET', ja: '月〜金 午前9時〜午後5時（東部時間）' },
      phone: '1-800-555-0100',
      is_text_line: false,
      text_number: '55501',
      text_keyword: 'HELLO',
      filters: ['Elderly'],
      hazards: [901],
      sample: true,
    });
  });

  it('answers only the national options without a point, by priority', async () => {
    expect(await ids('')).toEqual([HELPLINE, TEXT_LINE]);
  });

  it('answers the LOCAL option first, and only to a point inside its region', async () => {
    expect(await ids(INSIDE)).toEqual([TOWN_HELPLINE, HELPLINE, TEXT_LINE]);
    expect(await ids(INSIDE_TOO)).toEqual([TOWN_HELPLINE, HELPLINE, TEXT_LINE]);
    expect(await ids(OUTSIDE)).toEqual([HELPLINE, TEXT_LINE]);
    const town = (await answer(INSIDE)).alternatives[0];
    expect(town).toMatchObject({
      title: { en: 'Sample: Fixture Town Helpline' },
      phone: '503-555-0111',
      scope: 'LOCAL',
      sample: true,
      filters: ['Kids'],
      hazards: [903],
    });
  });

  it('answers the crisis intents, each naming only the options answered to the reader (ADR 024)', async () => {
    expect((await answer('')).intents).toEqual([
      {
        key: 'fixture-texting',
        option_ids: [TEXT_LINE],
        phrases: { en: ['cant talk', 'need to text'], ja: ['話せない'] },
      },
      { key: 'fixture-town-crisis', option_ids: [TEXT_LINE], phrases: { en: ['fixture town emergency'] } },
    ]);
    const inside = await answer(`${INSIDE}&lang=es`);
    expect(inside.intents?.map((intent) => [intent.key, intent.option_ids, intent.phrases])).toEqual([
      ['fixture-texting', [TEXT_LINE], { en: ['cant talk', 'need to text'] }],
      ['fixture-town-crisis', [TOWN_HELPLINE, TEXT_LINE], { en: ['fixture town emergency'] }],
    ]);
  });

  it('decides by the point rounded to 2 decimals, as the browser sends it', async () => {
    expect(await ids(INSIDE_ONCE_ROUNDED)).toContain(TOWN_HELPLINE);
    expect(await ids(OUTSIDE_ROUNDED)).not.toContain(TOWN_HELPLINE);
  });

  it('dates the answer with the newest date_modified of the options it holds', async () => {
    // Fixture Helpline has the spec's default (2022-02-01), Fixture Text Line 2025-06-01.
    expect((await answer('')).date_modified).toBe('2025-06-01T00:00:00.000Z');
    expect((await answer(OUTSIDE)).date_modified).toBe('2025-06-01T00:00:00.000Z');
    // Fixture Town Helpline, 2026-11-20, is answered only inside.
    expect((await answer(INSIDE)).date_modified).toBe('2026-11-20T00:00:00.000Z');
  });

  it('answers 304 to a reader holding the answer, and the same answer to two points of one area', async () => {
    const first = await get(INSIDE);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.etag).toMatch(/^"/);
    const revalidated = await get(INSIDE, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    const second = await get(INSIDE_TOO);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect((await get(INSIDE_TOO, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    // Outside the area is another answer; outside every area is the answer without a point.
    const outside = await get(OUTSIDE);
    expect(outside.headers.etag).not.toBe(first.headers.etag);
    expect(outside.headers.etag).toBe((await get('')).headers.etag);
    expect((await get(OUTSIDE, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(200);
  });

  it('caches by area set, never by point', async () => {
    const keys: string[] = [];
    const cache = t.app.contentCache;
    const original = cache.get.bind(cache);
    const spy = vi.spyOn(cache, 'get').mockImplementation(((key: string, compute: () => Promise<unknown>) => {
      keys.push(key);
      return original(key, compute);
    }) as typeof cache.get);
    for (const query of [INSIDE, INSIDE_TOO, OUTSIDE, '']) expect((await get(query)).statusCode).toBe(200);
    spy.mockRestore();
    const answers = keys.filter((key) => key.startsWith('crisis-support:'));
    expect(answers).toEqual([
      'crisis-support:all:areas=901',
      'crisis-support:all:areas=901',
      'crisis-support:all:areas=',
      'crisis-support:all:areas=',
    ]);
    expect(keys.filter((key) => /45\.|122|29\.7|95\.3/.test(key))).toEqual([]);
  });

  describe('a point that is not one', () => {
    it.each([
      ['half a point', 'lat=45.52'],
      ['the other half', 'lng=-122.68'],
      ['latitude out of range', 'lat=95&lng=0'],
      ['longitude out of range', 'lat=0&lng=190'],
      ['not a number', 'lat=abc&lng=0'],
      ['a number and a word', 'lat=45.52&lng=west'],
      ['both empty', 'lat=&lng='],
      ['blank', 'lat=%20&lng=%20'],
      ['hex', 'lat=0x10&lng=0'],
      ['exponent', 'lat=1e1&lng=0'],
      ['infinity', 'lat=Infinity&lng=0'],
    ])('is refused with a 400 in the contract’s error shape: %s', async (_, point) => {
      const res = await get(point);
      expect(res.statusCode).toBe(400);
      const { error } = errorBodySchema.parse(res.json());
      expect(error.code).toBe('VALIDATION_FAILED');
    });

    it('says to give lat and lng together', async () => {
      expect(errorBodySchema.parse((await get('lat=45.52')).json()).error.message).toContain(
        'lat and lng together',
      );
    });
  });

  it('is described in the OpenAPI document, with its point and its answer', async () => {
    const doc = (await t.app.inject('/public/openapi.json')).json();
    const operation = doc.paths[PATH].get;
    expect(operation.tags).toEqual(['crisis-support']);
    expect(operation.summary).toMatch(/crisis support options/i);
    expect(operation.description).toContain('LOCAL');
    expect(operation.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['lang', 'lat', 'lng']);
    const schema = operation.responses['200'].content['application/json'].schema;
    expect(Object.keys(schema.properties).sort()).toEqual(['alternatives', 'date_modified', 'intents']);
  });

  it('never writes the point in a log line', () => {
    const text = logs.text();
    expect(text).toContain(PATH); // the requests were logged…
    for (const value of ['-122.68', '-122.4491', '-122.6', '-95.37']) expect(text).not.toContain(value);
    expect(text).not.toMatch(/(?<![\d.])(45\.52|45\.6137|45\.396|45\.394|29\.76)(?!\d)/);
    expect(text).not.toMatch(/(lat|lng)=[-\d]/);
  });
});

describe('GET /public/crisis-support-option after an option left the pack', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const pack = readContentPack(FIXTURE_PACK_DIR);
    pack.crisisOptions = pack.crisisOptions.filter((o) => o.id !== TEXT_LINE);
    await loadContent(t.database.db, pack);
    t.app.contentVersion.invalidate();
  });
  afterAll(async () => t.close());

  it('never answers the archived row, and dates the answer without it', async () => {
    const [row] = await t.database.db.select().from(crisisOptions).where(eq(crisisOptions.id, TEXT_LINE));
    expect(row?.archivedAt).toBeInstanceOf(Date);
    const res = await t.app.inject({ method: 'GET', url: PATH });
    const body = crisisSupportResponseSchema.parse(res.json());
    expect(body.alternatives.map((o) => o.id)).toEqual([HELPLINE]);
    expect(body.date_modified).toBe('2022-02-01T00:00:00.000Z');
  });
});

describe('GET /public/crisis-support-option (shipped pack)', () => {
  let t: TestApp;
  const pack = readContentPack(DEFAULT_PACK_DIR);
  beforeAll(async () => {
    t = await createTestApp({ loadFixtureContent: false });
    await loadContent(t.database.db, pack);
  }, 60_000);
  afterAll(async () => t.close());

  const answer = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: query ? `${PATH}?${query}` : PATH });
    expect(res.statusCode, query).toBe(200);
    return crisisSupportResponseSchema.parse(res.json());
  };
  const national = pack.crisisOptions.filter((o) => o.scope === 'NATIONAL');
  const byPriority = (options: typeof pack.crisisOptions) =>
    [...options].sort((a, b) => a.priority - b.priority).map((o) => o.id);

  it('answers every text of every option in all seven languages', async () => {
    const { alternatives } = await answer('lat=45.52&lng=-122.68');
    expect(alternatives.length).toBeGreaterThan(national.length);
    for (const option of alternatives) {
      const texts = {
        title: option.title,
        subheader: option.subheader,
        icon_alt: option.icon.alt,
        details: option.details,
        examples: option.examples,
        who_they_help: option.who_they_help,
        ...(option.hours ? { hours: option.hours } : {}),
      };
      for (const [field, text] of Object.entries(texts)) {
        expect(Object.keys(text).sort(), `${option.id} ${field}`).toEqual([...LANGUAGE_CODES].sort());
      }
    }
  });

  it('with ?lang=, answers every text in English and that language only, the same options', async () => {
    const all = await answer('');
    const res = await t.app.inject({ method: 'GET', url: `${PATH}?lang=ja` });
    const ja = crisisSupportResponseSchema.parse(res.json());
    expect(ja.alternatives.map((o) => o.id)).toEqual(all.alternatives.map((o) => o.id));
    for (const option of ja.alternatives) {
      for (const text of [option.title, option.subheader, option.icon.alt, option.details, option.examples]) {
        expect(Object.keys(text).sort(), String(option.id)).toEqual(['en', 'ja']);
      }
      if (option.hours) expect(Object.keys(option.hours).sort()).toEqual(['en', 'ja']);
    }
    // A quarter of the bytes or less, for the page and its server render.
    expect(res.body.length).toBeLessThan(JSON.stringify(all).length / 3);
    const bad = await t.app.inject({ method: 'GET', url: `${PATH}?lang=xx` });
    expect(bad.statusCode).toBe(400);
  });

  it('answers the national lines everywhere, and each demo region’s sample lines only inside it, first', async () => {
    const local = (region: string) =>
      byPriority(pack.crisisOptions.filter((o) => o.scope === 'LOCAL' && o.region === region));
    expect((await answer('')).alternatives.map((o) => o.id)).toEqual(byPriority(national));
    for (const [region, point] of [
      ['portland-or', 'lat=45.52&lng=-122.68'],
      ['houston-tx', 'lat=29.76&lng=-95.37'],
      ['miami-fl', 'lat=25.76&lng=-80.19'],
    ] as const) {
      const { alternatives } = await answer(point);
      expect(local(region), region).toHaveLength(2);
      expect(
        alternatives.map((o) => o.id),
        region,
      ).toEqual([...local(region), ...byPriority(national)]);
      expect(alternatives.filter((o) => o.scope === 'LOCAL').every((o) => o.sample)).toBe(true);
    }
    // Far from every demo region (Denver): national lines only.
    expect((await answer('lat=39.74&lng=-104.99')).alternatives.map((o) => o.id)).toEqual(
      byPriority(national),
    );
  });

  it("dates the answer with the spec's default where no option says otherwise (February 2022)", async () => {
    expect(pack.crisisOptions.every((o) => o.date_modified === undefined)).toBe(true);
    expect((await answer('')).date_modified).toBe('2022-02-01T00:00:00.000Z');
  });
});
