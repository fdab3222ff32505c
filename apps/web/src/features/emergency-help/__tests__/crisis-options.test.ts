import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  OTHER_HAZARDS,
  crisisSupportOptionSchema,
  isLanguageCode,
  normalizeSearchText,
  type CrisisIntent,
  type CrisisSupportOption,
  type PersonFilter,
} from '@prepwell/contract';
import {
  createOptionSearch,
  filterOptions,
  hazardChoices,
  sortOptions,
  visibleChips,
} from '../lib/crisis-options';
import { CRISIS_PHRASES } from './crisis-phrases';
import { SEARCH_CASES } from './search-cases';

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

describe('createOptionSearch', () => {
  const poison = createOption({
    title: { en: 'Poison Help line', es: 'Línea de envenenamiento' },
    subheader: { en: 'Call your poison center', es: 'Llame a su centro de toxicología' },
  });
  const abuse = createOption({
    title: { en: 'Domestic Violence Hotline', es: 'Línea contra la Violencia Doméstica' },
    examples: {
      en: ['Abuse by a partner', 'Stalking'],
      es: ['Maltrato por parte de su pareja', 'Acoso'],
    },
  });
  const quiet = createOption({
    title: { en: 'Quiet line' },
    details: { en: 'Also helps after a poison scare, among many other things.' },
  });
  const options = [quiet, abuse, poison];

  it('returns the options as given for an empty or blank query', () => {
    const search = createOptionSearch(options, 'en');
    expect(search('')).toEqual(options);
    expect(search('   ')).toEqual(options);
    // Options whose texts hold no space: a blank query must not be searched for.
    const plain = [createOption({ title: { en: 'Alpha' } }), createOption({ title: { en: 'Beta' } })];
    expect(createOptionSearch(plain, 'en')(' \t ')).toEqual(plain);
  });

  it('weighs title 5, subheader 4, examples 3, who they help 2, details 1', () => {
    const word = 'flood help';
    const inDetails = createOption({ title: { en: 'D' }, details: { en: word } });
    const inWho = createOption({ title: { en: 'W' }, who_they_help: { en: [word] } });
    const inExamples = createOption({ title: { en: 'E' }, examples: { en: [word] } });
    const inSubheader = createOption({ title: { en: 'S' }, subheader: { en: word } });
    const inTitle = createOption({ title: { en: word } });
    const search = createOptionSearch([inDetails, inWho, inExamples, inSubheader, inTitle], 'en');
    expect(ids(search('flood'))).toEqual(ids([inTitle, inSubheader, inExamples, inWho, inDetails]));
  });

  it('ranks a title match above a match in the details', () => {
    expect(ids(createOptionSearch(options, 'en')('poison'))).toEqual([poison.id, quiet.id]);
  });

  it('finds a word deep in a long details text', () => {
    const long = createOption({
      details: { en: `${'This service answers calls at any hour of the day. '.repeat(20)}Tsunami.` },
    });
    expect(ids(createOptionSearch([long], 'en')('tsunami'))).toEqual([long.id]);
  });

  it('lets case, accents, hyphens and extra spaces in the query change nothing', () => {
    const accented = createOption({ title: { en: 'Help line', es: 'Línea de ayuda' } });
    const plain = createOption({ title: { en: 'Crisis line', es: 'Linea de crisis' } });
    const search = createOptionSearch([accented, plain, abuse], 'es');
    const expected = ids(search('linea'));
    expect(expected).toEqual([accented.id, plain.id, abuse.id]);
    for (const query of ['línea', 'LÍNEA', '  Línea ']) expect(ids(search(query))).toEqual(expected);

    const domestic = ids(search('violencia domestica'));
    expect(domestic[0]).toBe(abuse.id);
    for (const query of ['VIOLENCIA DOMÉSTICA', '  Violencia-Doméstica ', 'violencia   doméstica']) {
      expect(ids(search(query))).toEqual(domestic);
    }
  });

  it('finds a short word typed with its accents (French “âgé”)', () => {
    const elders = createOption({
      title: { en: 'Eldercare Locator', fr: 'Eldercare Locator' },
      who_they_help: { en: ['Older adults'], fr: ['Personnes âgées'] },
    });
    const search = createOptionSearch([quiet, elders], 'fr');
    expect(ids(search('age'))[0]).toBe(elders.id);
    expect(ids(search('âgé'))).toEqual(ids(search('age')));
    expect(ids(search('ÂGÉ'))).toEqual(ids(search('age')));
  });

  it('finds English words on another language’s page, and English text where a translation is missing', () => {
    const search = createOptionSearch(options, 'es');
    expect(ids(search('poison'))[0]).toBe(poison.id);
    expect(ids(search('stalking'))[0]).toBe(abuse.id);
    expect(ids(search('quiet'))[0]).toBe(quiet.id);
  });

  it('searches the page’s language', () => {
    expect(ids(createOptionSearch(options, 'es')('envenenamiento'))[0]).toBe(poison.id);
    expect(createOptionSearch(options, 'en')('envenenamiento')).toEqual([]);
  });

  it('finds nothing for a word no option is near', () => {
    expect(createOptionSearch(options, 'en')('xylophone')).toEqual([]);
  });

  it('normalizes like a person types, keeping Japanese letters', () => {
    expect(normalizeSearchText('  Élder–Care  LOCATOR ')).toBe('elder care locator');
    expect(normalizeSearchText("Can't")).toBe('cant');
    expect(normalizeSearchText('９８８')).toBe('988');
    expect(normalizeSearchText('ガス')).toBe('ガス');
  });
});

describe('intents and search terms before the text match (ADR 024)', () => {
  const lifeline = createOption({ title: { en: 'Lifeline' }, search_terms: { en: ['hopeless'] } });
  const poison = createOption({
    title: { en: 'Poison line' },
    search_terms: { en: ['took too many pills'] },
  });
  const dieHard = createOption({ title: { en: 'Want to die laughing club' } });
  const intents: CrisisIntent[] = [
    {
      key: 'suicide',
      option_ids: [lifeline.id],
      phrases: { en: ['kill myself', 'want to die'], ja: ['死にたい'] },
    },
    { key: 'overdose', option_ids: [poison.id, lifeline.id], phrases: { en: ['overdose'] } },
  ];
  const first = (query: string, lang = 'en', list = [dieHard, poison, lifeline]) =>
    ids(createOptionSearch(list, lang, intents)(query));

  it('lists an intent’s lines, in its order, before a line whose text holds the words', () => {
    expect(first('want to die')).toEqual([lifeline.id, dieHard.id]);
    expect(first('overdose')).toEqual([poison.id, lifeline.id]);
  });

  it('hears the phrase inside a sentence, in another form, misspelled, or half typed', () => {
    for (const query of [
      'i want to kill myself tonight',
      'I really want to die',
      'kil myself',
      'my friend overdosed',
      'overdos',
    ])
      expect(first(query)[0], query).toBe(query.includes('overdos') ? poison.id : lifeline.id);
  });

  it('does not hear it from words far apart or from a different word', () => {
    expect(first('i want a new car to drive and die')).not.toContain(lifeline.id);
    expect(first('overhead')).toEqual([]);
  });

  it('hears unspaced languages inside the query, and in English on a Japanese page', () => {
    expect(first('もう死にたいです', 'ja')[0]).toBe(lifeline.id);
    expect(first('want to die', 'ja')[0]).toBe(lifeline.id);
  });

  it('lists a line whose own search terms the query says before the text match', () => {
    expect(first('i feel so hopeless')[0]).toBe(lifeline.id);
    expect(first('he took too many pills last night')[0]).toBe(poison.id);
  });

  it('never brings back a line the filters took out', () => {
    expect(first('overdose', 'en', [dieHard, lifeline])).toEqual([lifeline.id]);
  });
});

// ---- The committed table, against the real crisis options ----

interface OptionFile {
  id: number;
  slug: string;
  scope: CrisisSupportOption['scope'];
  priority: number;
  icon: string;
  always_available: boolean;
  phone: string;
  is_text_line: boolean;
  text?: { number: string; keyword?: string };
  link: string;
  filters: PersonFilter[];
  hazards: number[];
  sample?: boolean;
  text_by_language: Record<
    string,
    {
      title: string;
      subheader: string;
      hours?: string;
      examples: string[];
      who_they_help: string[];
      details: string;
      icon_alt: string;
      search_terms?: string[];
    }
  >;
}

const files = import.meta.glob<string>('../../../../../../packages/content/crisis-options/*.yaml', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The option the API answers for a content file (as apps/api's map-emergency-help does). */
function optionOf(file: OptionFile): CrisisSupportOption {
  // The pack may hold languages the app does not serve yet; the API answers only the app's.
  const texts = Object.entries(file.text_by_language).filter(([lang]) => isLanguageCode(lang));
  const pick = <V>(get: (text: OptionFile['text_by_language'][string]) => V) =>
    Object.fromEntries(texts.map(([lang, text]) => [lang, get(text)])) as { en: V } & Record<string, V>;
  return crisisSupportOptionSchema.parse({
    id: file.id,
    title: pick((t) => t.title),
    subheader: pick((t) => t.subheader),
    priority: file.priority,
    icon: { src: `/public/icons/crisis/${file.icon}`, alt: pick((t) => t.icon_alt) },
    always_available: file.always_available,
    hours: file.always_available ? null : pick((t) => t.hours ?? ''),
    phone: file.phone,
    is_text_line: file.is_text_line,
    text_number: file.text?.number ?? null,
    text_keyword: file.text?.keyword ?? null,
    link: file.link,
    examples: pick((t) => t.examples),
    who_they_help: pick((t) => t.who_they_help),
    details: pick((t) => t.details),
    search_terms: pick((t) => t.search_terms ?? []),
    filters: file.filters,
    hazards: file.hazards,
    scope: file.scope,
    sample: file.sample ?? false,
  });
}

const contentFiles = Object.values(files).map((source) => parse(source) as OptionFile);
const slugById = new Map(contentFiles.map((file) => [file.id, file.slug]));
const realOptions = sortOptions(contentFiles.map(optionOf), 'en');

/** The slugs of the first 3 lines the page's search lists for a query (one search per language). */
const searches = new Map<string, (query: string) => CrisisSupportOption[]>();
function firstThree(query: string, lang: string) {
  if (!searches.has(lang)) searches.set(lang, createOptionSearch(realOptions, lang, realIntents));
  return searches.get(lang)!(query)
    .slice(0, 3)
    .map((option) => slugById.get(option.id));
}

describe('the search against the real crisis options (search-cases.ts)', () => {
  it('reads every content file, and the table names only lines that exist', () => {
    expect(realOptions.length).toBeGreaterThanOrEqual(21);
    const slugs = new Set(slugById.values());
    expect(SEARCH_CASES.length).toBeGreaterThanOrEqual(25);
    for (const row of SEARCH_CASES) expect(slugs, row.expect).toContain(row.expect);
  });

  for (const row of SEARCH_CASES) {
    const lang = row.lang ?? 'en';
    if (row.knownMiss) {
      it(`"${row.query}" (${lang}) is a known miss for ${row.expect}: ${row.knownMiss}`, () => {
        expect(firstThree(row.query, lang)).not.toContain(row.expect);
      });
    } else {
      it(`"${row.query}" (${lang}) finds ${row.expect} among the first 3`, () => {
        expect(firstThree(row.query, lang)).toContain(row.expect);
      });
    }
  }
});

// ---- Issue 22: what people in crisis type, in seven languages (crisis-phrases.ts) ----

interface IntentFile {
  intents: { key: string; lines: string[]; text_by_language: Record<string, { phrases: string[] }> }[];
}
const intentFiles = import.meta.glob<string>('../../../../../../packages/content/crisis-intents.yaml', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const idBySlug = new Map([...slugById].map(([id, slug]) => [slug, id]));
/** The intents the API answers for the content file (as apps/api's content loader maps them). */
const realIntents: CrisisIntent[] = Object.values(intentFiles).flatMap((source) =>
  (parse(source) as IntentFile).intents.map((intent) => ({
    key: intent.key,
    option_ids: intent.lines.map((slug) => idBySlug.get(slug)!),
    phrases: Object.fromEntries(
      Object.entries(intent.text_by_language)
        .filter(([lang]) => isLanguageCode(lang))
        .map(([lang, text]) => [lang, text.phrases]),
    ) as CrisisIntent['phrases'],
  })),
);

describe('what people in crisis type finds the line that serves them (crisis-phrases.ts)', () => {
  it('holds at least 80 phrases in all seven languages, each naming a real line', () => {
    expect(CRISIS_PHRASES.length).toBeGreaterThanOrEqual(80);
    expect(new Set(CRISIS_PHRASES.map((row) => row.lang)).size).toBe(7);
    for (const row of CRISIS_PHRASES) expect(idBySlug.has(row.expect), row.expect).toBe(true);
  });

  for (const row of CRISIS_PHRASES) {
    it(`"${row.query}" (${row.lang}) finds ${row.expect} among the first 3`, () => {
      expect(firstThree(row.query, row.lang)).toContain(row.expect);
    });
  }
});
