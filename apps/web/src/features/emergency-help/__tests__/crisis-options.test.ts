import { describe, expect, it } from 'vitest';
import { OTHER_HAZARDS, type CrisisSupportOption, type PersonFilter } from '@prepwell/contract';
import { filterOptions, hazardChoices, sortOptions, visibleChips } from '../lib/crisis-options';

let nextId = 1;
/** A hand-made option: English texts from the title, everything else overridable. */
function createOption(overrides: Partial<CrisisSupportOption> = {}): CrisisSupportOption {
  const id = overrides.id ?? nextId++;
  const title = overrides.title ?? { en: `Option ${id}` };
  return {
    id,
    title,
    subheader: { en: '' },
    priority: 1,
    icon: { src: '/public/icons/crisis/phone.svg', alt: { en: 'Phone' } },
    always_available: true,
    hours: null,
    phone: '988',
    is_text_line: false,
    text_number: null,
    text_keyword: null,
    link: 'https://example.org/',
    examples: { en: [] },
    who_they_help: { en: [] },
    details: { en: '' },
    filters: [],
    hazards: [],
    scope: 'NATIONAL',
    sample: false,
    ...overrides,
  };
}

const titles = (options: readonly CrisisSupportOption[]) => options.map((option) => option.title.en);
const ids = (options: readonly CrisisSupportOption[]) => options.map((option) => option.id);

describe('sortOptions', () => {
  it('puts local options before national ones, whatever their priority', () => {
    const options = [
      createOption({ title: { en: 'National 1' }, scope: 'NATIONAL', priority: 1 }),
      createOption({ title: { en: 'Local 9' }, scope: 'LOCAL', priority: 9 }),
    ];
    expect(titles(sortOptions(options, 'en'))).toEqual(['Local 9', 'National 1']);
  });

  it('orders by priority within a scope, 1 first', () => {
    const options = [
      createOption({ title: { en: 'A' }, priority: 10 }),
      createOption({ title: { en: 'B' }, priority: 2 }),
      createOption({ title: { en: 'C' }, priority: 1 }),
    ];
    expect(titles(sortOptions(options, 'en'))).toEqual(['C', 'B', 'A']);
  });

  it('breaks priority ties by title in the reader’s language, case and accents as that language sorts', () => {
    const options = [
      createOption({ title: { en: 'zebra line' } }),
      createOption({ title: { en: 'Apple line' } }),
      createOption({ title: { en: 'Éclair line' } }),
    ];
    expect(titles(sortOptions(options, 'en'))).toEqual(['Apple line', 'Éclair line', 'zebra line']);
  });

  it('sorts Spanish titles as Spanish does (ñ after n) and falls back to English titles', () => {
    const nandu = createOption({ title: { en: 'Rhea line', es: 'Ñandú' } });
    const nube = createOption({ title: { en: 'Cloud line', es: 'Nube' } });
    const english = createOption({ title: { en: 'Ocean line' } });
    // Spanish: Nube < Ñandú < Ocean line (no Spanish title: the English one sorts).
    expect(ids(sortOptions([english, nandu, nube], 'es'))).toEqual([nube.id, nandu.id, english.id]);
    // English: Cloud line < Ocean line < Rhea line.
    expect(ids(sortOptions([english, nandu, nube], 'en'))).toEqual([nube.id, english.id, nandu.id]);
  });

  it('keeps the given order of options equal on scope, priority and title, and leaves the input alone', () => {
    const first = createOption({ title: { en: 'Same' } });
    const second = createOption({ title: { en: 'Same' } });
    const input = [second, first];
    expect(sortOptions(input, 'en')).toEqual([second, first]);
    expect(sortOptions(input, 'en')).not.toBe(input);
    expect(input).toEqual([second, first]);
  });
});

describe('hazardChoices', () => {
  it('lists each hazard the options name once, ascending', () => {
    const options = [
      createOption({ hazards: [35, 2] }),
      createOption({ hazards: [] }),
      createOption({ hazards: [11, 2, 4] }),
    ];
    expect(hazardChoices(options)).toEqual([2, 4, 11, 35]);
  });

  it('is empty when no option names a hazard', () => {
    expect(hazardChoices([createOption(), createOption()])).toEqual([]);
  });
});

describe('filterOptions', () => {
  const anyHazard = createOption({ title: { en: 'Any hazard' }, hazards: [] });
  const flood = createOption({ title: { en: 'Flood' }, hazards: [2] });
  const floodAndHeat = createOption({ title: { en: 'Flood and heat' }, hazards: [2, 30] });
  const heat = createOption({ title: { en: 'Heat' }, hazards: [30] });
  const byHazard = [anyHazard, flood, floodAndHeat, heat];
  const everyone: PersonFilter[] = [];

  it('lets every option through with no hazard chosen', () => {
    expect(titles(filterOptions(byHazard, { hazard: null, who: everyone }))).toEqual(titles(byHazard));
  });

  it('shows the options naming a hazard, and those naming none, for that hazard', () => {
    expect(titles(filterOptions(byHazard, { hazard: 2, who: everyone }))).toEqual([
      'Any hazard',
      'Flood',
      'Flood and heat',
    ]);
    expect(titles(filterOptions(byHazard, { hazard: 99, who: everyone }))).toEqual(['Any hazard']);
  });

  it('shows only the options naming no hazard under "Other Hazards" (−1)', () => {
    expect(OTHER_HAZARDS).toBe(-1);
    expect(titles(filterOptions(byHazard, { hazard: OTHER_HAZARDS, who: everyone }))).toEqual(['Any hazard']);
  });

  const forEveryone = createOption({ title: { en: 'Everyone' }, filters: [] });
  const kids = createOption({ title: { en: 'Kids' }, filters: ['Kids'] });
  const elders = createOption({ title: { en: 'Elders' }, filters: ['Elderly', 'Disability'] });
  const veterans = createOption({ title: { en: 'Veterans' }, filters: ['Veteran'] });
  const byWho = [forEveryone, kids, elders, veterans];

  it('lets every option through when nobody is chosen under "Who needs help?"', () => {
    expect(titles(filterOptions(byWho, { hazard: null, who: [] }))).toEqual(titles(byWho));
  });

  it('keeps the options for the one chosen person type, and those for everyone', () => {
    expect(titles(filterOptions(byWho, { hazard: null, who: ['Kids'] }))).toEqual(['Everyone', 'Kids']);
    expect(titles(filterOptions(byWho, { hazard: null, who: ['Pets'] }))).toEqual(['Everyone']);
  });

  it('reads several choices as any of them', () => {
    expect(titles(filterOptions(byWho, { hazard: null, who: ['Kids', 'Disability'] }))).toEqual([
      'Everyone',
      'Kids',
      'Elders',
    ]);
  });

  it('applies both filters together', () => {
    const options = [
      createOption({ title: { en: 'Flood, kids' }, hazards: [2], filters: ['Kids'] }),
      createOption({ title: { en: 'Flood, veterans' }, hazards: [2], filters: ['Veteran'] }),
      createOption({ title: { en: 'Any, everyone' } }),
      createOption({ title: { en: 'Heat, kids' }, hazards: [30], filters: ['Kids'] }),
    ];
    expect(titles(filterOptions(options, { hazard: 2, who: ['Kids'] }))).toEqual([
      'Flood, kids',
      'Any, everyone',
    ]);
    expect(titles(filterOptions(options, { hazard: OTHER_HAZARDS, who: ['Kids'] }))).toEqual([
      'Any, everyone',
    ]);
  });
});

describe('visibleChips', () => {
  it('shows nothing and no count when nothing is selected', () => {
    expect(visibleChips([])).toEqual({ chips: [], more: 0 });
  });

  it('shows one or two choices in full', () => {
    expect(visibleChips(['Kids'])).toEqual({ chips: ['Kids'], more: 0 });
    expect(visibleChips(['Kids', 'Pets'])).toEqual({ chips: ['Kids', 'Pets'], more: 0 });
  });

  it('shows the last two selected and counts the rest', () => {
    expect(visibleChips(['Kids', 'Pets', 'Elderly', 'Veteran', 'Wildlife'])).toEqual({
      chips: ['Veteran', 'Wildlife'],
      more: 3,
    });
  });

  it('takes another number of chips', () => {
    expect(visibleChips(['Kids', 'Pets', 'Elderly'], 1)).toEqual({ chips: ['Elderly'], more: 2 });
  });
});
