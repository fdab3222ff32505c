import { describe, expect, it } from 'vitest';
import { DEFAULT_PACK_DIR, readContentPack } from '@prepwell/content';
import { normalizeSearchText } from '@prepwell/contract';
import { buildSearchIndex, type SearchDocument } from './search-index.js';
import { searchDocumentsOfPack } from './search-documents.js';
import { SEARCH_MISSPELLINGS } from './search-misspellings.js';

const pack = readContentPack(DEFAULT_PACK_DIR);
const packDocs: SearchDocument[] = searchDocumentsOfPack(pack);
const idOf = new Map(pack.hazards.map(({ file }) => [file.slug, file.id]));
const slugOf = new Map(pack.hazards.map(({ file }) => [file.id, file.slug]));
const index = buildSearchIndex(packDocs);

const doc = (id: number, fields: Partial<SearchDocument>): SearchDocument => ({
  id,
  name: {},
  description: {},
  tags: {},
  types: [],
  ...fields,
});

describe('hazard search over the real content pack (the misspelling table)', () => {
  it('reads the pack', () => {
    expect(pack.problems).toEqual([]);
    expect(packDocs.length).toBeGreaterThanOrEqual(40);
  });

  it('finds the intended hazard in the top 3 (or through its suggestion) for at least 95 % of the rows', () => {
    const failures: string[] = [];
    for (const row of SEARCH_MISSPELLINGS) {
      const id = idOf.get(row.slug);
      expect(id, `slug ${row.slug} is in the pack`).toBeDefined();
      const result = index.search(row.query);
      if (result.hazards.slice(0, 3).includes(id!)) continue;
      const again = result.suggestedQuery === null ? null : index.search(result.suggestedQuery);
      if (again?.hazards.slice(0, 3).includes(id!)) continue;
      const got = result.hazards.slice(0, 3).map((hit) => slugOf.get(hit));
      failures.push(
        `${row.lang} "${row.query}" → ${row.slug}: got [${got.join(', ')}], suggested ${JSON.stringify(result.suggestedQuery)}`,
      );
    }
    const passRate = 1 - failures.length / SEARCH_MISSPELLINGS.length;
    expect(
      passRate,
      `failing rows (${failures.length}/${SEARCH_MISSPELLINGS.length}):\n${failures.join('\n')}`,
    ).toBeGreaterThanOrEqual(0.95);
  });

  it('suggests a name or tag that, searched again, finds the hazard first', () => {
    const result = index.search('earthqake');
    expect(result.suggestedQuery).toBe('earthquake');
    expect(index.search('earthqake').hazards[0]).toBe(idOf.get('earthquake'));
    expect(index.search(result.suggestedQuery!).hazards[0]).toBe(idOf.get('earthquake'));
    expect(index.search(result.suggestedQuery!).suggestedQuery).toBeNull();
  });

  it('matches across scripts: Cyrillic and the same kanji in Japanese and Chinese', () => {
    expect(index.search('цунами').hazards[0]).toBe(idOf.get('tsunami'));
    expect(index.search('地震').hazards[0]).toBe(idOf.get('earthquake'));
  });

  it('gives no hazards, and a suggestion when one is close, for a query that matches nothing well', () => {
    const result = index.search('qwxzvb');
    expect(result.hazards).toEqual([]);
  });
});

describe('hazard search rules (hand-computed cases)', () => {
  it('ranks a name match above a description-only match, whatever the input order', () => {
    const search = buildSearchIndex([
      doc(1, { name: { en: 'Power outage' }, description: { en: 'When the flood comes, water rises.' } }),
      doc(2, { name: { en: 'Flood' }, description: { en: 'Water everywhere.' } }),
    ]);
    expect(search.search('flood').hazards).toEqual([2, 1]);
  });

  it('weighs name over types over tags over description', () => {
    const search = buildSearchIndex([
      doc(1, { description: { en: 'storm' } }),
      doc(2, { tags: { en: ['storm'] } }),
      doc(3, { types: ['Storm'] }),
      doc(4, { name: { en: 'Storm' } }),
    ]);
    expect(search.search('storm').hazards).toEqual([4, 3, 2, 1]);
  });

  it('matches in the tags', () => {
    const search = buildSearchIndex([
      doc(1, { name: { en: 'Volcano' } }),
      doc(2, { tags: { en: ['lahar'] } }),
    ]);
    expect(search.search('lahar').hazards).toEqual([2]);
  });

  it('breaks ties by input order', () => {
    const search = buildSearchIndex([doc(7, { name: { en: 'Fire' } }), doc(3, { name: { en: 'Fire' } })]);
    expect(search.search('fire').hazards).toEqual([7, 3]);
  });

  it('answers an empty or blank query with every id in input order and no suggestion', () => {
    const ids = packDocs.map((hazard) => hazard.id);
    expect(index.search('')).toEqual({ hazards: ids, suggestedQuery: null });
    expect(index.search('   \t\n ')).toEqual({ hazards: ids, suggestedQuery: null });
    expect(index.search(' - _ ')).toEqual({ hazards: ids, suggestedQuery: null });
  });

  it('reads only the start of a 2,000-character query and still answers well-formed', () => {
    for (const long of [
      'earthquake '.repeat(200).slice(0, 2000),
      'x'.repeat(2000),
      '地震'.repeat(1000),
      'fl ood wild fire '.repeat(120).slice(0, 2000),
    ]) {
      const result = index.search(long);
      expect(Array.isArray(result.hazards)).toBe(true);
      expect(result.hazards.every((id) => slugOf.has(id))).toBe(true);
      expect(new Set(result.hazards).size).toBe(result.hazards.length);
      expect(result.suggestedQuery === null || typeof result.suggestedQuery === 'string').toBe(true);
    }
    expect(index.search('earthquake '.repeat(200)).hazards[0]).toBe(idOf.get('earthquake'));
  });

  it('ignores what comes after the first 100 characters or the first 8 words', () => {
    const search = buildSearchIndex([
      doc(1, { name: { en: 'Flood' } }),
      doc(2, { name: { en: 'Earthquake' } }),
    ]);
    expect(search.search(`flood${' '.repeat(100)}earthquake`).hazards).toEqual([1]);
    expect(search.search('flood one two three four five six seven earthquake').hazards).toEqual([1]);
    expect(search.search('flood one two three four five six earthquake').hazards).toEqual([1, 2]);
  });

  it('normalises case, accents, hyphens, underscores and full-width forms', () => {
    expect(normalizeSearchText('Überschwemmung')).toBe('uberschwemmung');
    expect(normalizeSearchText('Sécheresse — FLASH-flood_warning!')).toBe('secheresse flash flood warning');
    expect(normalizeSearchText('ＣＰＲ')).toBe('cpr');
    expect(normalizeSearchText('Тяжёлая')).toBe('тяжелая');
    expect(normalizeSearchText('ガス漏れ（都市ガス）')).toBe('ガス漏れ 都市ガス');
    const search = buildSearchIndex([
      doc(1, { name: { fr: 'Sécheresse' } }),
      doc(2, { name: { en: 'Flash Flood' } }),
      doc(3, { name: { de: 'Überschwemmung' } }),
    ]);
    expect(search.search('SECHERESSE')).toEqual({ hazards: [1], suggestedQuery: null });
    expect(search.search('flash-flood').hazards[0]).toBe(2);
    expect(search.search('uberschwemmung')).toEqual({ hazards: [3], suggestedQuery: null });
  });

  it('reads Arabic without vowel marks or tatweel, with one form of alef, yeh and heh, and its digits', () => {
    expect(normalizeSearchText('فَيَضَان')).toBe('فيضان');
    expect(normalizeSearchText('فيـــضان')).toBe('فيضان');
    expect(normalizeSearchText('إسعافات أولية')).toBe('اسعافات اوليه');
    expect(normalizeSearchText('مستشفى')).toBe(normalizeSearchText('مستشفي'));
    expect(normalizeSearchText('اتصل بـ ٩١١')).toBe('اتصل ب 911');
    const search = buildSearchIndex([
      doc(1, { name: { en: 'الفيضان المفاجئ' } }),
      doc(2, { name: { en: 'الإسعافات الأولية' } }),
    ]);
    expect(search.search('الفَيَضان').hazards).toEqual([1]);
    expect(search.search('الاسعافات').hazards).toEqual([2]);
  });

  it('finds Vietnamese with or without its tone marks, and Korean by its syllables', () => {
    const search = buildSearchIndex([
      doc(1, { name: { en: 'Lũ quét' } }),
      doc(2, { name: { en: 'Động đất' } }),
      doc(3, { name: { en: '돌발 홍수' } }),
      doc(4, { name: { en: '지진' } }),
    ]);
    expect(search.search('lu quet').hazards).toEqual([1]);
    expect(search.search('dong dat').hazards).toEqual([2]);
    expect(search.search('Động đất').hazards).toEqual([2]);
    expect(search.search('홍수').hazards).toEqual([3]);
    expect(search.search('지진').hazards).toEqual([4]);
  });

  it('matches missing and extra spaces both ways', () => {
    const search = buildSearchIndex([
      doc(1, { name: { en: 'Wildfire' } }),
      doc(2, { name: { en: 'Heat stroke' } }),
      doc(3, { name: { en: 'Flood' } }),
    ]);
    expect(search.search('wild fire')).toEqual({ hazards: [1], suggestedQuery: 'wildfire' });
    expect(search.search('heatstroke')).toEqual({ hazards: [2], suggestedQuery: null });
  });

  it('gives no suggestion for a query that matches as typed, and one for a typo', () => {
    const search = buildSearchIndex([
      doc(1, { name: { en: 'Hurricane' } }),
      doc(2, { name: { en: 'Tornado' } }),
    ]);
    expect(search.search('hurricane')).toEqual({ hazards: [1], suggestedQuery: null });
    expect(search.search('hurricaine')).toEqual({ hazards: [1], suggestedQuery: 'hurricane' });
    expect(search.search('zzzzzz')).toEqual({ hazards: [], suggestedQuery: null });
  });

  it('matches CJK by character bigrams, inside a longer name', () => {
    const search = buildSearchIndex([
      doc(1, { name: { ja: '熱射病（重い熱中症）' } }),
      doc(2, { name: { zh: '住宅火灾' } }),
      doc(3, { name: { zh: '地震' } }),
    ]);
    expect(search.search('熱中')).toEqual({ hazards: [1], suggestedQuery: null });
    expect(search.search('火灾')).toEqual({ hazards: [2], suggestedQuery: null });
    expect(search.search('火山').hazards).toEqual([]);
  });
});
