import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  hazardListResponseSchema,
  trendingHazardsResponseSchema,
  type HazardSummary,
} from '@prepwell/contract';
import { readContentPack } from '@prepwell/content';
import { hazardViewDays, hazardViewEvents } from '../src/db/schema.js';
import { countHazardViews, rollUpHazardViews } from '../src/modules/trending/repository.js';
import { loadContent } from '../src/modules/content/loader.js';
import { createTestApp, FIXTURE_PACK_DIR, type TestApp } from './helpers.js';

const DAY = 24 * 60 * 60 * 1000;
// Fixture pack: 901 flood, 902 fire, 903 levee (LOCAL), 904 earthquake, 905 wildfire, 906 heat.
const LOCAL_HAZARD = 903;

/** A copy of the fixture pack in which the named hazards' topics include Trending. */
function packWithTrending(dir: string, slugs: string[]) {
  rmSync(dir, { recursive: true, force: true });
  cpSync(FIXTURE_PACK_DIR, dir, { recursive: true });
  for (const slug of slugs) {
    const file = join(dir, 'hazards', slug, 'hazard.yaml');
    const yaml = readFileSync(file, 'utf8');
    const changed = yaml.replace(/^topics: \[(.*)\]$/m, 'topics: [$1, Trending]');
    if (changed === yaml) throw new Error(`no topics line in ${file}`);
    writeFileSync(file, changed);
  }
  return readContentPack(dir);
}

describe('GET /public/v2/trending-hazards', () => {
  let t: TestApp;
  let clock = Date.now();
  let packDir: string;
  /** The non-local hazards in guide order, as /public/v2/hazards lists them. */
  let guideOrder: number[];

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    packDir = join(mkdtempSync(join(tmpdir(), 'prepwell-trending-')), 'pack');
    await loadContent(t.database.db, packWithTrending(packDir, ['fixture-heat']));
    t.app.contentVersion.invalidate();
    const list = hazardListResponseSchema.parse((await t.app.inject(API_PATHS.hazards)).json());
    guideOrder = list.hazards.filter((h) => !h.local).map((h) => h.id);
  });
  afterAll(async () => {
    await t.close();
    rmSync(join(packDir, '..'), { recursive: true, force: true });
  });
  beforeEach(async () => {
    await t.database.db.delete(hazardViewEvents);
    await t.database.db.delete(hazardViewDays);
    // Past the 60-second cache, so each test counts afresh.
    clock += 61_000;
  });

  const trending = async (query = '') => {
    const res = await t.app.inject(`${API_PATHS.trendingHazards}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return trendingHazardsResponseSchema.parse(res.json()).hazards;
  };
  const ids = async () => (await trending()).map((h) => h.id);
  /** `count` views of `hazardId` at `at` (block views when `blockId` is given). */
  const addViews = async (hazardId: number, count: number, at = new Date(clock), blockId?: number) => {
    const rows = Array.from({ length: count }, () => ({
      hazardId,
      viewedAt: at,
      contentBlockId: blockId ?? null,
    }));
    await t.database.db.insert(hazardViewEvents).values(rows);
  };
  const guideOrderWithout = (...first: number[]) => guideOrder.filter((id) => !first.includes(id));

  it('with no views, answers Trending-topic hazards first, then the rest in guide order', async () => {
    expect(guideOrder).toHaveLength(5);
    expect(await ids()).toEqual([906, ...guideOrderWithout(906)]);
  });

  it('with fewer than 20 views in the window, falls back: Trending topic, then most viewed ever', async () => {
    await addViews(902, 40, new Date(clock - 30 * DAY));
    await addViews(905, 25, new Date(clock - 8 * DAY));
    await addViews(904, 19);
    expect(await ids()).toEqual([906, 902, 905, 904, ...guideOrderWithout(906, 902, 905, 904)]);
  });

  it('with 20 or more views in the window, orders by views of the last 7 days only', async () => {
    await addViews(905, 12);
    await addViews(901, 7, new Date(clock - 6 * DAY));
    await addViews(904, 2, new Date(clock - 7 * DAY + 60_000));
    // Outside the window: ignored, however many.
    await addViews(902, 50, new Date(clock - 7 * DAY - 60_000));
    // Block views are part of a hazard view, not more of them.
    await addViews(906, 30, new Date(clock), 90601);
    expect(await ids()).toEqual([905, 901, 904, 906, ...guideOrderWithout(905, 901, 904, 906)]);
  });

  it('rolls views older than the raw window up per day, and ranks the same after', async () => {
    await addViews(905, 12);
    await addViews(901, 9, new Date(clock - 3 * DAY));
    await addViews(904, 6, new Date(clock - 5 * DAY));
    await addViews(904, 1, new Date(clock - 5 * DAY - 3_600_000));
    await addViews(902, 50, new Date(clock - 10 * DAY));
    await addViews(903, 40, new Date(clock - 4 * DAY), 90301);
    const window = new Date(clock - 7 * DAY);
    const before = await countHazardViews(t.database.db, window);
    const everBefore = await countHazardViews(t.database.db);
    const order = await ids();

    expect(await rollUpHazardViews(t.database.db, clock)).toBe(106);
    // Raw rows are left for the last two UTC days only; block views are not kept as counts.
    const raw = await t.database.db.select().from(hazardViewEvents);
    expect(raw.map((row) => row.hazardId)).toEqual(Array(12).fill(905));
    const days = await t.database.db.select().from(hazardViewDays);
    expect(days.reduce((total, row) => total + row.views, 0)).toBe(66);
    expect(days.every((row) => row.hazardId !== 903)).toBe(true);
    // Rolling up again moves nothing; the counts and the ranking are unchanged.
    expect(await rollUpHazardViews(t.database.db, clock)).toBe(0);
    expect(await countHazardViews(t.database.db, window)).toEqual(before);
    expect(await countHazardViews(t.database.db)).toEqual(everBefore);
    clock += 61_000;
    expect(await ids()).toEqual(order);
    // Views of a day already rolled up (a late writer, another replica) add to its count.
    await addViews(901, 4, new Date(clock - 3 * DAY));
    expect(await rollUpHazardViews(t.database.db, clock)).toBe(4);
    expect((await countHazardViews(t.database.db, window)).get(901)).toBe(13);
  });

  it('never lists a local hazard, however viewed', async () => {
    await addViews(LOCAL_HAZARD, 100);
    await addViews(LOCAL_HAZARD, 100, new Date(clock - 30 * DAY));
    expect(await ids()).not.toContain(LOCAL_HAZARD);
    await addViews(901, 25);
    clock += 61_000;
    const list = await ids();
    expect(list[0]).toBe(901);
    expect(list).not.toContain(LOCAL_HAZARD);
  });

  it('answers at most 10 hazards', async () => {
    expect((await ids()).length).toBeLessThanOrEqual(10);
  });

  it('answers hazard summaries in the language, the same as /public/v2/hazards', async () => {
    const inJapanese = await trending('?lang=ja');
    const list = hazardListResponseSchema.parse((await t.app.inject(`${API_PATHS.hazards}?lang=ja`)).json());
    const byId = new Map<number, HazardSummary>(list.hazards.map((h) => [h.id, h]));
    for (const hazard of inJapanese) expect(hazard).toEqual(byId.get(hazard.id));
    expect(inJapanese.find((h) => h.id === 901)?.name.ja).toBeTruthy();
    expect((await t.app.inject(`${API_PATHS.trendingHazards}?lang=xx`)).statusCode).toBe(400);
  });

  it('keeps an answer for 60 seconds on a replica, then counts again', async () => {
    const before = await ids();
    expect(before[0]).toBe(906);
    await addViews(904, 25);
    clock += 59_000;
    expect(await ids()).toEqual(before);
    clock += 1_000;
    expect((await ids())[0]).toBe(904);
  });

  it('does not keep an answer across content versions', async () => {
    expect((await ids())[0]).toBe(906);
    // A content load within the 60 seconds: fixture-fire's topics now include Trending too.
    await loadContent(t.database.db, packWithTrending(packDir, ['fixture-heat', 'fixture-fire']));
    t.app.contentVersion.invalidate();
    try {
      const list = await ids();
      expect(list.slice(0, 2).sort()).toEqual([902, 906]);
    } finally {
      await loadContent(t.database.db, packWithTrending(packDir, ['fixture-heat']));
      t.app.contentVersion.invalidate();
    }
  });

  it('answers 304 to a browser holding the same answer', async () => {
    const first = await t.app.inject(API_PATHS.trendingHazards);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await t.app.inject({
      url: API_PATHS.trendingHazards,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('lists the trending, hazard view and analytics calls in OpenAPI, each once', async () => {
    const doc = (await t.app.inject('/public/openapi.json')).json();
    expect(doc.paths[API_PATHS.trendingHazards].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'lang', in: 'query' })]),
    );
    for (const path of [API_PATHS.hazardViewEvent, API_PATHS.hazardViewEventNoAuth, API_PATHS.analyticsLog]) {
      expect(doc.paths[path].post.requestBody, path).toBeDefined();
    }
    expect(doc.paths[`${API_PATHS.hazardViewEventNoAuth}/`]).toBeUndefined();
    const analytics = doc.paths[API_PATHS.analyticsLog].post.requestBody.content['application/json'].schema;
    expect(analytics.properties.event_type.enum).toContain('CLICK_COMMUNITY_SPONSORS_PAGE');
  });
});
