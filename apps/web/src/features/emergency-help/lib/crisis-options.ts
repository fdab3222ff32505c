import { OTHER_HAZARDS, pickText, type CrisisSupportOption, type PersonFilter } from '@prepwell/contract';

/**
 * The pure rules of the Get Emergency Help list (spec §2, §4): order, the hazard
 * and "Who needs help?" filters, and the chips the multi-select shows. No React here,
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
  const collator = new Intl.Collator(lang);
  return options
    .slice()
    .sort(
      (a, b) =>
        SCOPE_ORDER[a.scope] - SCOPE_ORDER[b.scope] ||
        a.priority - b.priority ||
        collator.compare(pickText(a.title, lang), pickText(b.title, lang)),
    );
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
 * What the "Who needs help?" multi-select shows (spec §2): the last `shown` choices selected, in
 * the order they were chosen, and how many more there are ("+N"; 0 shows no count).
 */
export function visibleChips<T>(selected: readonly T[], shown = 2): { chips: T[]; more: number } {
  const count = Math.max(0, shown);
  const chips = count === 0 ? [] : selected.slice(-count);
  return { chips, more: selected.length - chips.length };
}
