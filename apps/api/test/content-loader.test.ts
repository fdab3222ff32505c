import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PACK_DIR, readContentPack } from '@prepwell/content';
import type { DatabaseHandle } from '../src/db/client.js';
import {
  badges,
  contentBlocks,
  creators,
  crisisOptions,
  hazards,
  journeyPhases,
  localContent,
  options,
  questions,
  sponsorAreas,
  sponsors,
} from '../src/db/schema.js';
import { loadContent } from '../src/modules/content/loader.js';
import { createTestDatabase, FIXTURE_PACK_DIR } from './helpers.js';

describe('content loader', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  it('loads hazards and blocks with their ids and localised text', async () => {
    const result = await loadContent(database.db, readContentPack(FIXTURE_PACK_DIR));
    expect(result.changed).toBe(true);
    expect(result.summary).toEqual({
      languages: 13,
      hazards: 6,
      contentBlocks: 46,
      crisisOptions: 3,
      crisisIntents: 2,
      emergencyItems: 2,
      prepChecks: 3,
      questions: 9,
      options: 30,
      badges: 3,
      journeyPhases: 4,
      regions: 1,
      sponsors: 2,
      localContent: 1,
    });
    const [flood] = await database.db.select().from(hazards).where(eq(hazards.id, 901));
    expect(flood).toMatchObject({
      slug: 'fixture-flood',
      name: { en: 'Fixture Flood', ja: 'フィクスチャ洪水' },
      translations: ['en', 'ja'],
      machineTranslated: ['ja'],
      iconSrc: '/public/icons/hazards/fixture-flood.svg',
    });
    const blocks = await database.db.select().from(contentBlocks).where(eq(contentBlocks.hazardId, 901));
    expect(blocks.map((b) => b.id).sort()).toEqual([90101, 90102, 90103, 90104, 90105, 90106, 90199]);
  });

  it('loads crisis options, prep checks, questions, options and progress with their references', async () => {
    const [line] = await database.db.select().from(crisisOptions).where(eq(crisisOptions.id, 901));
    expect(line).toMatchObject({
      phone: '1-800-555-0100',
      textNumber: '55501',
      textKeyword: 'HELLO',
      alwaysAvailable: false,
      hours: { en: 'Mon–Fri, 9 a.m.–5 p.m. ET', ja: '月〜金 午前9時〜午後5時（東部時間）' },
      hazards: [901],
      sample: true,
      verifiedOn: '2026-11-22',
    });
    const checkQuestions = await database.db.select().from(questions).where(eq(questions.prepCheckId, 901));
    expect(checkQuestions.map((q) => [q.id, q.questionType, q.position])).toEqual([
      [90101, 'Checkboxes', 0],
      [90102, 'OneD_Ordered_List', 1],
      [90103, 'TwoD_Grid_Placement', 2],
    ]);
    expect(checkQuestions[0]?.results.en.HIGH.preview).toBe('HIGH preview');
    const linked = await database.db.select().from(options).where(eq(options.questionId, 90101));
    expect(linked.map((o) => o.emergencyItemId)).toEqual([901, 902, null]);
    expect(await database.db.select().from(badges)).toHaveLength(3);
    expect(await database.db.select().from(journeyPhases)).toHaveLength(4);
  });

  it('loads sample regions with their area, creators, sponsors and local content', async () => {
    const [area] = await database.db.select().from(sponsorAreas);
    expect(area).toMatchObject({ slug: 'fixture-town', sample: true, minLat: 45.4, maxLat: 45.7 });
    expect(area?.minLng).toBeCloseTo(-122.8);
    const [sponsor] = await database.db.select().from(sponsors).where(eq(sponsors.id, 90111));
    expect(sponsor).toMatchObject({
      areaId: 901,
      geo: true,
      hazards: [901],
      logoSrc: '/public/icons/local/fixture-logo.svg',
    });
    expect(sponsor?.extraLinks).toEqual([
      { link: 'https://www.ready.gov/alerts', name: { en: 'Sign up for alerts' } },
    ]);
    const [item] = await database.db.select().from(localContent);
    expect(item).toMatchObject({ hazardId: 901, blockId: 90101, creatorId: 90101, stage: 'Before' });
    const [creator] = await database.db.select().from(creators);
    expect(creator?.name).toEqual({ en: 'Sample: Fixture Neighbors' });
  });

  it('loads non-geo sponsors without an area, and places a LOCAL hazard in its creator’s region', async () => {
    const [everywhere] = await database.db.select().from(sponsors).where(eq(sponsors.id, 99));
    expect(everywhere).toMatchObject({
      slug: 'fixture-everywhere-fund',
      areaId: null,
      geo: false,
      hazards: [901, 904],
      name: { en: 'Sample: Everywhere Fund' },
      logoSrc: '/public/icons/local/fixture-everywhere.svg',
    });
    const areas = await database.db.select({ slug: hazards.slug, areaId: hazards.areaId }).from(hazards);
    expect(areas.filter((h) => h.areaId !== null)).toEqual([{ slug: 'fixture-levee', areaId: 901 }]);
  });

  it('places a LOCAL crisis option in the region its file names, a NATIONAL one in none', async () => {
    const rows = await database.db
      .select({ slug: crisisOptions.slug, scope: crisisOptions.scope, areaId: crisisOptions.areaId })
      .from(crisisOptions)
      .orderBy(crisisOptions.id);
    expect(rows).toEqual([
      { slug: 'fixture-line', scope: 'NATIONAL', areaId: null },
      { slug: 'fixture-text-line', scope: 'NATIONAL', areaId: null },
      { slug: 'fixture-town-helpline', scope: 'LOCAL', areaId: 901 },
    ]);
  });

  it('refuses a sponsor whose geo flag and area disagree (the table’s check)', async () => {
    await expect(
      database.db.update(sponsors).set({ geo: false }).where(eq(sponsors.id, 90111)),
    ).rejects.toThrow();
    await expect(
      database.db.update(sponsors).set({ areaId: 901 }).where(eq(sponsors.id, 99)),
    ).rejects.toThrow();
  });

  it('does nothing the second time the same pack is loaded', async () => {
    const first = await loadContent(database.db, readContentPack(FIXTURE_PACK_DIR));
    const again = await loadContent(database.db, readContentPack(FIXTURE_PACK_DIR));
    expect(again.changed).toBe(false);
    expect(again.version).toBe(first.version);
  });

  it('archives a hazard that left the pack, keeping its id and rows', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'prepwell-pack-'));
    cpSync(FIXTURE_PACK_DIR, dir, { recursive: true });
    rmSync(join(dir, 'hazards', 'fixture-fire'), { recursive: true });
    const result = await loadContent(database.db, readContentPack(dir));
    expect(result.changed).toBe(true);
    const [fire] = await database.db.select().from(hazards).where(eq(hazards.id, 902));
    expect(fire?.archivedAt).toBeInstanceOf(Date);
    // Putting it back un-archives it under the same id.
    await loadContent(database.db, readContentPack(FIXTURE_PACK_DIR));
    const [back] = await database.db.select().from(hazards).where(eq(hazards.id, 902));
    expect(back?.archivedAt).toBeNull();
    rmSync(dir, { recursive: true, force: true });
  });

  it('loads the whole shipped content pack (smoke test)', async () => {
    const shipped = await createTestDatabase();
    const pack = readContentPack(DEFAULT_PACK_DIR);
    const result = await loadContent(shipped.db, pack);
    expect(result.summary.hazards).toBe(pack.hazards.length);
    const rows = await shipped.db.select({ id: hazards.id }).from(hazards);
    expect(rows).toHaveLength(pack.hazards.length);
    // The six sample LOCAL options sit in their demo regions (Portland 1, Houston 2, Miami-Dade 3).
    const local = await shipped.db
      .select({ id: crisisOptions.id, areaId: crisisOptions.areaId })
      .from(crisisOptions)
      .where(isNotNull(crisisOptions.areaId))
      .orderBy(crisisOptions.id);
    expect(local.map((o) => [o.id, o.areaId])).toEqual([
      [101, 1],
      [102, 1],
      [103, 2],
      [104, 2],
      [105, 3],
      [106, 3],
    ]);
    await shipped.close();
  });

  it('refuses a pack with problems and writes nothing', async () => {
    const pack = readContentPack(FIXTURE_PACK_DIR);
    pack.problems.push({ file: 'x', message: 'broken' });
    await expect(loadContent(database.db, pack)).rejects.toThrow(/1 problem/);
  });
});

describe('content loader: date_modified (ADR 011)', () => {
  const FLOOD = 901;
  const FIRE = 902;
  const LINE = 901;
  let database: DatabaseHandle;
  let dir: string;
  beforeEach(async () => {
    database = await createTestDatabase();
    dir = mkdtempSync(join(tmpdir(), 'prepwell-pack-'));
    cpSync(FIXTURE_PACK_DIR, dir, { recursive: true });
  });
  afterEach(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Rewrite one file of the temporary pack. */
  const edit = (path: string, change: (text: string) => string) => {
    const file = join(dir, path);
    writeFileSync(file, change(readFileSync(file, 'utf8')));
  };
  const load = (now: Date) => loadContent(database.db, readContentPack(dir), { now });
  const hazardDate = async (id: number) =>
    (await database.db.select().from(hazards).where(eq(hazards.id, id)))[0]?.dateModified.toISOString();
  const optionDate = async (id: number) =>
    (
      await database.db.select().from(crisisOptions).where(eq(crisisOptions.id, id))
    )[0]?.dateModified.toISOString();

  it("gives a row first loaded without a date the spec's default (hazards January, crisis options February 2022)", async () => {
    await load(new Date('2026-11-25T10:00:00Z'));
    expect(await hazardDate(FLOOD)).toBe('2022-01-01T00:00:00.000Z');
    expect(await hazardDate(FIRE)).toBe('2022-01-01T00:00:00.000Z');
    expect(await optionDate(LINE)).toBe('2022-02-01T00:00:00.000Z');
  });

  it('keeps the stored date of an unchanged row when another file changed, and stamps the changed row with the load time', async () => {
    await load(new Date('2026-11-25T10:00:00Z'));
    edit('hazards/fixture-fire/en.yaml', (text) =>
      text.replace('A small test hazard about a fire at home.', 'A small test hazard about a house fire.'),
    );
    const result = await load(new Date('2026-11-26T10:00:00Z'));
    expect(result.changed).toBe(true);
    expect(await hazardDate(FIRE)).toBe('2026-11-26T10:00:00.000Z');
    expect(await hazardDate(FLOOD)).toBe('2022-01-01T00:00:00.000Z');
    expect(await optionDate(LINE)).toBe('2022-02-01T00:00:00.000Z');
  });

  it("stamps a crisis option whose own file changed, and a hazard when only a block's text changed", async () => {
    await load(new Date('2026-11-25T10:00:00Z'));
    edit('crisis-options/fixture-line.yaml', (text) => text.replace('keyword: HELLO', 'keyword: HI'));
    edit('hazards/fixture-flood/ja.yaml', (text) => text.replace(/body: "?/, (m) => `${m}改訂 `));
    await load(new Date('2026-11-26T10:00:00Z'));
    expect(await optionDate(LINE)).toBe('2026-11-26T10:00:00.000Z');
    expect(await hazardDate(FLOOD)).toBe('2026-11-26T10:00:00.000Z');
    expect(await hazardDate(FIRE)).toBe('2022-01-01T00:00:00.000Z');
  });

  it('uses the date written in the file over the default, the stored date and the load time', async () => {
    edit('hazards/fixture-flood/hazard.yaml', (text) => `${text.trimEnd()}\ndate_modified: 2025-06-30\n`);
    edit('crisis-options/fixture-line.yaml', (text) => `${text.trimEnd()}\ndate_modified: 2025-07-01\n`);
    await load(new Date('2026-11-25T10:00:00Z'));
    expect(await hazardDate(FLOOD)).toBe('2025-06-30T00:00:00.000Z');
    expect(await optionDate(LINE)).toBe('2025-07-01T00:00:00.000Z');
    // Its content changes too: the written date still wins over the load time.
    edit('hazards/fixture-flood/en.yaml', (text) =>
      text.replace(/^description: (.*)$/m, 'description: $1 Revised.'),
    );
    edit('crisis-options/fixture-line.yaml', (text) => text.replace('keyword: HELLO', 'keyword: HI'));
    await load(new Date('2026-11-26T10:00:00Z'));
    expect(await hazardDate(FLOOD)).toBe('2025-06-30T00:00:00.000Z');
    expect(await optionDate(LINE)).toBe('2025-07-01T00:00:00.000Z');
  });
});
