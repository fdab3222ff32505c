import Fuse from 'fuse.js';
import {
  OTHER_HAZARDS,
  pickText,
  type CrisisSupportOption,
  type LocalizedText,
  type PersonFilter,
} from '@prepwell/contract';

/**
 * The pure rules of the Get Emergency Help list (spec §2, §4, §5; ADR 019): order, the hazard
 * and "Who needs help?" filters, the search, and the chips the multi-select shows. No React here,
 * so the page, its tests and any later offline code share one reading of the rules.
 */

type Options = readonly CrisisSupportOption[];

const SCOPE_ORDER: Record<CrisisSupportOption['scope'], number> = { LOCAL: 0, NATIONAL: 1 };

/**
 * The list's order (spec §4): local before national, then priority (1 first), then title in the
 * reader's language, compared the way that language sorts. Stable: options equal on all three
 * keep the order they came in. Returns a new array.
 */
export function sortOptions(options: Options, lang: string): CrisisSupportOption[] {
  // Made only when two options tie on scope and priority: building a collator costs a slow
  // phone tens of milliseconds while the page starts, and the options' priorities rarely tie.
  let collator: Intl.Collator | undefined;
  const byTitle = (a: CrisisSupportOption, b: CrisisSupportOption) =>
    (collator ??= new Intl.Collator(lang)).compare(pickText(a.title, lang), pickText(b.title, lang));
  return options
    .slice()
    .sort((a, b) => SCOPE_ORDER[a.scope] - SCOPE_ORDER[b.scope] || a.priority - b.priority || byTitle(a, b));
}

/**
 * The hazard ids the options name, each once, ascending: the hazard dropdown's choices. The page
 * adds the hazards' names and the "Other Hazards" choice (`OTHER_HAZARDS`) itself.
 */
export function hazardChoices(options: Options): number[] {
  const ids = new Set(options.flatMap((option) => option.hazards));
  return [...ids].sort((a, b) => a - b);
}

export interface OptionFilters {
  /** A hazard id, `OTHER_HAZARDS` (−1), or null for any hazard. */
  hazard: number | null;
  /** The "Who needs help?" choices; empty means everyone. */
  who: readonly PersonFilter[];
}

/**
 * The options the two filters let through (ADR 019). An option with no hazards serves every
 * hazard, and "Other Hazards" shows exactly those; an option naming hazards shows for those only.
 * An option with no filters helps everyone and stays under any "Who needs help?" choice; several
 * choices mean any of them. Keeps the input order.
 */
export function filterOptions(options: Options, { hazard, who }: OptionFilters): CrisisSupportOption[] {
  return options.filter((option) => {
    const servesHazard =
      hazard === null ||
      (hazard === OTHER_HAZARDS
        ? option.hazards.length === 0
        : option.hazards.length === 0 || option.hazards.includes(hazard));
    const helpsWho =
      who.length === 0 ||
      option.filters.length === 0 ||
      option.filters.some((filter) => who.includes(filter));
    return servesHazard && helpsWho;
  });
}

/**
 * Text as a person types it: no case, no accents, hyphens and dashes as spaces, no apostrophes,
 * single spaces, full-width digits and letters as plain ones (NFKD: "９８８" is 988). Applied once
 * to the indexed texts and to each query alike. Only the combining accents of Latin, Greek and
 * Cyrillic letters go (é → e, ё → е); Japanese voicing marks are recomposed (NFC), so が stays が.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[\p{Pd}_]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Spec §5: the crisis option search's threshold and weights. */
export const OPTION_SEARCH_THRESHOLD = 0.5;
export const OPTION_SEARCH_WEIGHTS = {
  title: 5,
  subheader: 4,
  examples: 3,
  who_they_help: 2,
  details: 1,
} as const;

interface SearchRecord {
  option: CrisisSupportOption;
  title: string[];
  subheader: string[];
  examples: string[];
  who_they_help: string[];
  details: string[];
}

type LocalizedList = CrisisSupportOption['examples'];

function pickList(list: LocalizedList, lang: string): string[] {
  const value = (list as Record<string, string[] | undefined>)[lang];
  return value && value.length > 0 ? value : list.en;
}

/**
 * Builds the search for one language: `(query) => options`, best match first (Fuse.js rank
 * order). Fuse runs with the spec's threshold and weights over each option's texts in `lang`
 * (English where a text is missing) and, when `lang` is not English, over the English texts as
 * well, so "poison" finds the Poison Help line on the Spanish page. `ignoreLocation`, because a
 * word may sit anywhere in a long details paragraph. A blank query returns the options as given.
 */
export function createOptionSearch(options: Options, lang: string): (query: string) => CrisisSupportOption[] {
  const texts = (text: LocalizedText): string[] =>
    [...new Set([pickText(text, lang), text.en])].map(normalizeSearchText);
  const lists = (list: LocalizedList): string[] =>
    [...new Set([...pickList(list, lang), ...list.en])].map(normalizeSearchText);
  const records: SearchRecord[] = options.map((option) => ({
    option,
    title: texts(option.title),
    subheader: texts(option.subheader),
    examples: lists(option.examples),
    who_they_help: lists(option.who_they_help),
    details: texts(option.details),
  }));
  const fuse = new Fuse(records, {
    threshold: OPTION_SEARCH_THRESHOLD,
    ignoreLocation: true,
    keys: Object.entries(OPTION_SEARCH_WEIGHTS).map(([name, weight]) => ({ name, weight })),
  });
  return (query) => {
    const wanted = normalizeSearchText(query);
    if (!wanted) return options.slice();
    return fuse.search(wanted).map((result) => result.item.option);
  };
}

/**
 * What the "Who needs help?" multi-select shows (spec §2): the last `shown` choices selected, in
 * the order they were chosen, and how many more there are ("+N"; 0 shows no count).
 */
export function visibleChips<T>(selected: readonly T[], shown = 2): { chips: T[]; more: number } {
  const count = Math.max(0, shown);
  const chips = count === 0 ? [] : selected.slice(-count);
  return { chips, more: selected.length - chips.length };
}
