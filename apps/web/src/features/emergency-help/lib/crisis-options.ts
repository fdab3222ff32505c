import Fuse from 'fuse.js';
import {
  OTHER_HAZARDS,
  normalizeSearchText,
  pickText,
  type CrisisIntent,
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
 * Spec §5: the crisis option search's threshold and weights, plus ours (ADR 024): the words
 * people type for a line (`search_terms`) weigh more than its title, so what a person means beats
 * an incidental word in a long description.
 */
export const OPTION_SEARCH_THRESHOLD = 0.5;
export const OPTION_SEARCH_WEIGHTS = {
  search_terms: 6,
  title: 5,
  subheader: 4,
  examples: 3,
  who_they_help: 2,
  details: 1,
} as const;

interface SearchRecord {
  option: CrisisSupportOption;
  search_terms: string[];
  title: string[];
  subheader: string[];
  examples: string[];
  who_they_help: string[];
  details: string[];
}

type LocalizedList = CrisisSupportOption['examples'];

function pickList(list: LocalizedList | undefined, lang: string): string[] {
  if (!list) return [];
  const value = (list as Record<string, string[] | undefined>)[lang];
  return value && value.length > 0 ? value : list.en;
}

/** The list in `lang` and in English (a reader may type English words on any page), normalized. */
function listWithEnglish(list: LocalizedList | undefined, lang: string): string[] {
  return [...new Set([...pickList(list, lang), ...(list?.en ?? [])].map(normalizeSearchText))].filter(
    Boolean,
  );
}

/** Han, kana and Hangul: languages written without spaces between words. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Damerau–Levenshtein distance (adjacent swaps count once), stopping early past `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) rows.push([i]);
  for (let j = 1; j <= b.length; j += 1) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = value;
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
  }
  return rows[a.length]![b.length]!;
}

/**
 * Whether a word the reader typed stands for a word of a phrase: the same word; another form of
 * it (one is the start of the other, 5 letters at least: "overdosed", "overdose"); a typo (one
 * letter off from 4 letters on when the phrase has other words around it, or alone from 5; two
 * letters off from 8); or, for the last word while it is still being typed, its first 3 letters.
 */
function sameWord(typed: string, word: string, { inPhrase, typing }: { inPhrase: boolean; typing: boolean }) {
  if (typed === word) return true;
  const shorter = Math.min(typed.length, word.length);
  if (shorter >= 5 && (typed.startsWith(word) || word.startsWith(typed))) return true;
  if (typing && typed.length >= 3 && word.startsWith(typed)) return true;
  const longer = Math.max(typed.length, word.length);
  const allowed = longer >= 8 ? 2 : longer >= (inPhrase ? 4 : 5) ? 1 : 0;
  return allowed > 0 && editDistance(typed, word, allowed) <= allowed;
}

/**
 * How strongly a query says a phrase: 0 when it does not, else the phrase's length (a longer
 * phrase said is a clearer meaning). Unspaced scripts: the phrase is in the query, or the query
 * (2 characters at least) is in the phrase. Spaced: the phrase's words appear in the query in
 * order, each as the same word (see `sameWord`), with at most 2 other words between them.
 */
function phraseScore(compact: string, queryWords: readonly string[], phrase: string): number {
  if (UNSPACED.test(phrase)) {
    const said =
      compact.includes(phrase.replace(/ /g, '')) || (compact.length >= 2 && phrase.includes(compact));
    return said ? phrase.length : 0;
  }
  const words = phrase.split(' ');
  let at = 0;
  let gaps = 0;
  for (let w = 0; w < words.length; w += 1) {
    let found = -1;
    for (let q = at; q < queryWords.length; q += 1) {
      const typing = q === queryWords.length - 1;
      if (sameWord(queryWords[q]!, words[w]!, { inPhrase: words.length > 1, typing })) {
        found = q;
        break;
      }
    }
    if (found < 0) return 0;
    if (w > 0) gaps += found - at;
    if (gaps > 2) return 0;
    at = found + 1;
  }
  return phrase.length;
}

/** The best score of any phrase in the list. */
const bestScore = (compact: string, queryWords: readonly string[], phrases: readonly string[]) =>
  phrases.reduce((best, phrase) => Math.max(best, phraseScore(compact, queryWords, phrase)), 0);

/**
 * Builds the search for one language: `(query) => options`, best first (ADR 019, 024).
 *
 * 1. **Intents**: the lines of each crisis intent whose phrase the query says ("kill myself",
 *    "死にたい"), the clearest (longest) phrase first, then the table's order; each intent's lines
 *    in its order.
 * 2. **Search terms**: options one of whose own search terms the query says, clearest first.
 * 3. **Fuse.js** with the spec's threshold and weights (search terms added, weighted highest)
 *    over each option's texts in `lang` (English where a text is missing) and, when `lang` is not
 *    English, the English texts as well, so "poison" finds the Poison Help line on the Spanish
 *    page; `ignoreLocation`, because a word may sit anywhere in a long details paragraph. This
 *    catches misspellings and half-typed words the first two do not.
 *
 * Each option is listed once, at its first place. Only options in `options` are listed (an
 * intent naming a line the reader's filters hide does not bring it back). A blank query returns
 * the options as given.
 */
export function createOptionSearch(
  options: Options,
  lang: string,
  intents: readonly CrisisIntent[] = [],
): (query: string) => CrisisSupportOption[] {
  const texts = (text: LocalizedText): string[] =>
    [...new Set([pickText(text, lang), text.en])].map(normalizeSearchText);
  const records: SearchRecord[] = options.map((option) => ({
    option,
    search_terms: listWithEnglish(option.search_terms, lang),
    title: texts(option.title),
    subheader: texts(option.subheader),
    examples: listWithEnglish(option.examples, lang),
    who_they_help: listWithEnglish(option.who_they_help, lang),
    details: texts(option.details),
  }));
  const byId = new Map(options.map((option) => [option.id, option]));
  const intentPhrases = intents.map((intent) => ({
    lines: intent.option_ids.flatMap((id) => byId.get(id) ?? []),
    phrases: listWithEnglish(intent.phrases, lang),
  }));
  const fuse = new Fuse(records, {
    threshold: OPTION_SEARCH_THRESHOLD,
    ignoreLocation: true,
    keys: Object.entries(OPTION_SEARCH_WEIGHTS).map(([name, weight]) => ({ name, weight })),
  });
  return (query) => {
    const wanted = normalizeSearchText(query);
    if (!wanted) return options.slice();
    const words = wanted.split(' ');
    // Unspaced scripts compare without spaces; made once per query, not once per phrase.
    const compact = wanted.replace(/ /g, '');
    const strongestFirst = <T>(scored: { item: T; score: number }[]) =>
      scored
        .filter((entry) => entry.score > 0)
        .sort((a, b) => b.score - a.score)
        .map((entry) => entry.item);
    const meant = strongestFirst(
      intentPhrases.map((intent) => ({
        item: intent.lines,
        score: bestScore(compact, words, intent.phrases),
      })),
    ).flat();
    const termed = strongestFirst(
      records.map((record) => ({
        item: record.option,
        score: bestScore(compact, words, record.search_terms),
      })),
    );
    const matched = fuse.search(wanted).map((result) => result.item.option);
    return [...new Set([...meant, ...termed, ...matched])];
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
