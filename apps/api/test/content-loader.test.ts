import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContentPack } from '@prepwell/content';
import type { DatabaseHandle } from '../src/db/client.js';
import { contentBlocks, hazards } from '../src/db/schema.js';
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
    expect(result.summary).toMatchObject({ hazards: 2, contentBlocks: 14, languages: 7 });
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

  it('refuses a pack with problems and writes nothing', async () => {
    const pack = readContentPack(FIXTURE_PACK_DIR);
    pack.problems.push({ file: 'x', message: 'broken' });
    await expect(loadContent(database.db, pack)).rejects.toThrow(/1 problem/);
  });
});
