import { describe, expect, it } from 'vitest';
import { crisisSupportFor } from './answer.js';
import type { CrisisOptionRow } from './repository.js';

/** A stored option with only what the answer's rules read set apart. */
function row(overrides: Partial<CrisisOptionRow> & Pick<CrisisOptionRow, 'id'>): CrisisOptionRow {
  return {
    slug: `option-${overrides.id}`,
    scope: 'NATIONAL',
    areaId: null,
    priority: 1,
    iconSrc: '/public/icons/crisis/phone.svg',
    iconAlt: { en: 'Phone' },
    title: { en: `Option ${overrides.id}` },
    subheader: { en: 'Subheader' },
    alwaysAvailable: true,
    hours: null,
    phone: '988',
    isTextLine: false,
    textNumber: null,
    textKeyword: null,
    link: 'https://988lifeline.org/',
    examples: { en: ['Example'] },
    whoTheyHelp: { en: ['Anyone'] },
    details: { en: 'Details' },
    searchTerms: { en: ['term'] },
    filters: [],
    hazards: [],
    sample: false,
    verifiedSource: 'https://988lifeline.org/',
    verifiedOn: '2026-11-22',
    machineTranslated: [],
    dateModified: new Date('2022-02-01T00:00:00.000Z'),
    contentHash: null,
    archivedAt: null,
    ...overrides,
  };
}

describe('crisisSupportFor', () => {
  const rows = [
    row({ id: 1, priority: 2, title: { en: 'Alpha Line' } }),
    row({ id: 2, priority: 1, title: { en: 'Zulu Line' } }),
    row({ id: 3, priority: 1, title: { en: 'Bravo Line' } }),
    row({ id: 4, priority: 5, scope: 'LOCAL', areaId: 7, title: { en: 'Local Line' } }),
    row({ id: 5, priority: 1, scope: 'LOCAL', areaId: 8, title: { en: 'Elsewhere Line' } }),
  ];
  const ids = (areaIds: number[]) => crisisSupportFor(rows, areaIds).alternatives.map((o) => o.id);

  it('orders local before national, then by priority, then by title', () => {
    expect(ids([7])).toEqual([4, 3, 2, 1]);
    expect(ids([7, 8])).toEqual([5, 4, 3, 2, 1]);
  });

  it('answers a LOCAL option only in its area, and never one without an area', () => {
    expect(ids([])).toEqual([3, 2, 1]);
    expect(crisisSupportFor([row({ id: 6, scope: 'LOCAL', areaId: null })], [7]).alternatives).toEqual([]);
  });

  it("dates an empty answer with the spec's default", () => {
    expect(crisisSupportFor([], [])).toEqual({
      alternatives: [],
      intents: [],
      date_modified: '2022-02-01T00:00:00.000Z',
    });
  });

  it('answers the intents in their order, naming only options answered, in the chosen languages', () => {
    const phrases = { en: ['want to die'], es: ['quiero morir'], ja: ['死にたい'] };
    const intents = [
      { key: 'later', position: 1, optionIds: [2], phrases },
      { key: 'first', position: 0, optionIds: [5, 3, 1], phrases },
      { key: 'elsewhere', position: 2, optionIds: [5], phrases },
    ];
    const answer = crisisSupportFor(rows, [7], ['es'], intents);
    expect(answer.intents).toEqual([
      { key: 'first', option_ids: [3, 1], phrases: { en: ['want to die'], es: ['quiero morir'] } },
      { key: 'later', option_ids: [2], phrases: { en: ['want to die'], es: ['quiero morir'] } },
    ]);
    expect(answer.alternatives[0]?.search_terms).toEqual({ en: ['term'] });
  });
});
