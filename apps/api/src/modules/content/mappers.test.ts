import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readContentPack } from '@prepwell/content';
import { mapCrisisOption } from './map-emergency-help.js';
import { mapHazard } from './map-hazards.js';
import { boundsOf } from './map-local.js';
import { mapPack } from './map-pack.js';

const FIXTURE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../../packages/content/test/fixtures/pack',
);
const fixture = readContentPack(FIXTURE);
const line = () => structuredClone(fixture.crisisOptions[0]!);
const flood = () => structuredClone(fixture.hazards.find((h) => h.file.slug === 'fixture-flood')!);
const NO_REGIONS = new Map<number, number>();
const NO_REGION_SLUGS = new Map<string, number>();

describe('content hashes (what counts as a row changing, ADR 011)', () => {
  it('does not count a date_modified written in the file as a change, and passes the date on', () => {
    const dated = { ...line(), date_modified: '2025-07-01' };
    expect(mapCrisisOption(dated, NO_REGION_SLUGS).row.contentHash).toBe(
      mapCrisisOption(line(), NO_REGION_SLUGS).row.contentHash,
    );
    expect(mapCrisisOption(dated, NO_REGION_SLUGS).dateInFile).toBe('2025-07-01');
    const hazard = flood();
    hazard.file.date_modified = '2025-06-30';
    expect(mapHazard(hazard, NO_REGIONS).row.contentHash).toBe(
      mapHazard(flood(), NO_REGIONS).row.contentHash,
    );
  });

  it("counts a change to any language's text of a hazard, including a block's", () => {
    const changed = flood();
    changed.text.ja!.blocks['90101']!.body += ' 改訂';
    expect(mapHazard(changed, NO_REGIONS).row.contentHash).not.toBe(
      mapHazard(flood(), NO_REGIONS).row.contentHash,
    );
  });
});

describe('crisis option rows', () => {
  it('store no hours for a service that is always available', () => {
    expect(mapCrisisOption(line(), NO_REGION_SLUGS).row.hours).toEqual({
      en: 'Mon–Fri, 9 a.m.–5 p.m. ET',
      ja: '月〜金 午前9時〜午後5時（東部時間）',
    });
    expect(mapCrisisOption({ ...line(), always_available: true }, NO_REGION_SLUGS).row.hours).toBeNull();
  });

  it('carry only the languages the app serves, though the pack holds more (ADR 036)', () => {
    // A language a later pack may hold before the app serves it (Swahili, say).
    const option = line();
    (option.text_by_language as Record<string, unknown>).sw = {
      ...option.text_by_language.en,
      title: 'Laini',
    };
    option.machine_translated = ['ja', 'sw'] as typeof option.machine_translated;
    const { row } = mapCrisisOption(option, NO_REGION_SLUGS);
    expect(Object.keys(row.title)).toEqual(['en', 'ja']);
    expect(row.machineTranslated).toEqual(['ja']);
  });
});

describe('boundsOf', () => {
  it('spans every polygon of a MultiPolygon', () => {
    const square = (lng: number, lat: number): [number, number][] => [
      [lng, lat],
      [lng + 1, lat],
      [lng + 1, lat + 1],
      [lng, lat + 1],
      [lng, lat],
    ];
    expect(boundsOf({ type: 'MultiPolygon', coordinates: [[square(-123, 45)], [square(-120, 40)]] })).toEqual(
      { minLat: 40, maxLat: 46, minLng: -123, maxLng: -119 },
    );
  });
});

describe('regions of local hazards and kinds of sponsors', () => {
  const rows = mapPack(fixture);

  it("places a LOCAL hazard in its creator's region, and no other hazard in any", () => {
    const areaOf = new Map(rows.hazards.map(({ row }) => [row.slug, row.areaId]));
    // fixture-levee (LOCAL) is by creator 90101, which fixture-town (901) lists.
    expect(areaOf.get('fixture-levee')).toBe(901);
    expect([...areaOf].filter(([slug]) => slug !== 'fixture-levee').every(([, area]) => area === null)).toBe(
      true,
    );
  });

  it('places a LOCAL crisis option in the region its file names, and no NATIONAL one in any', () => {
    expect(rows.crisisOptions.map(({ row }) => [row.slug, row.scope, row.areaId])).toEqual([
      ['fixture-line', 'NATIONAL', null],
      ['fixture-text-line', 'NATIONAL', null],
      ['fixture-town-helpline', 'LOCAL', 901],
    ]);
  });

  it("does not count a crisis option's region as a change of its content (ADR 011)", () => {
    const town = () =>
      structuredClone(fixture.crisisOptions.find((o) => o.slug === 'fixture-town-helpline')!);
    const moved = { ...town(), region: 'another-town' };
    const regions = new Map([
      ['fixture-town', 901],
      ['another-town', 902],
    ]);
    expect(mapCrisisOption(moved, regions).row.areaId).toBe(902);
    expect(mapCrisisOption(moved, regions).row.contentHash).toBe(
      mapCrisisOption(town(), regions).row.contentHash,
    );
  });

  it('maps regional sponsors as geo in their region and sponsors/*.yaml as non-geo without one', () => {
    expect(rows.sponsors.map((s) => [s.id, s.areaId, s.geo])).toEqual([
      [90111, 901, true],
      [99, null, false],
    ]);
  });
});
