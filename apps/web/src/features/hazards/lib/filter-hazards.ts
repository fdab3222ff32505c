import type { GuideCategory, HazardSummary, PersonFilter, Topic } from '@prepwell/contract';

/** The guide's choices: categories, topics and audience filters (each a group). */
export interface GuideChoices {
  categories: readonly GuideCategory[];
  topics: readonly Topic[];
  filters: readonly PersonFilter[];
}

export const NO_CHOICES: GuideChoices = { categories: [], topics: [], filters: [] };

const anyOf = <T>(chosen: readonly T[], has: (value: T) => boolean) =>
  chosen.length === 0 || chosen.some(has);

/**
 * The hazards matching the choices: within one group several choices mean any of them, across
 * groups all must hold; an empty group does not filter. Order is kept.
 */
export function filterHazards<H extends Pick<HazardSummary, 'category' | 'topics' | 'filters'>>(
  hazards: readonly H[],
  choices: GuideChoices,
): H[] {
  return hazards.filter(
    (hazard) =>
      anyOf(choices.categories, (c) => hazard.category === c) &&
      anyOf(choices.topics, (t) => hazard.topics.includes(t)) &&
      anyOf(choices.filters, (f) => hazard.filters.includes(f)),
  );
}

/** Add `value` to a group, or take it out when it is there (chips and toggle buttons). */
export function toggleChoice<T>(chosen: readonly T[], value: T): T[] {
  return chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value];
}
