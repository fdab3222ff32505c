import Fuse from 'fuse.js';
import { normalizeSearchText, pickText, type HazardSummary, type LanguageCode } from '@prepwell/contract';

/** Spec §5: the fallback when the search call fails. */
export const FALLBACK_THRESHOLD = 0.2;

interface SearchRecord {
  id: number;
  name: string[];
  types: string[];
  tags: string[];
  description: string[];
}

const recordOf = (hazard: HazardSummary): SearchRecord => ({
  id: hazard.id,
  name: Object.values(hazard.name),
  types: hazard.types.map((type) => type.replace(/_/g, ' ')),
  tags: Object.values(hazard.tags).flat(),
  description: Object.values(hazard.description),
});

/** Damerau–Levenshtein (optimal string alignment) distance, for the did-you-mean. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [
    i,
    ...Array<number>(b.length).fill(0),
  ]);
  for (let j = 1; j <= b.length; j += 1) d[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = value;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The search the guide runs in the browser when the search call fails (spec §4, §5): Fuse.js at
 * threshold 0.2 with weights name 4, types 3, tags 2, description 1 over every language the list
 * carries, and a did-you-mean: the known name or tag closest to the query when nothing matched.
 */
export function searchLocally(
  hazards: readonly HazardSummary[],
  query: string,
  lang: LanguageCode,
): { hazards: number[]; suggestedQuery: string | null } {
  const text = query.trim();
  if (!text) return { hazards: hazards.map((h) => h.id), suggestedQuery: null };
  const fuse = new Fuse(hazards.map(recordOf), {
    threshold: FALLBACK_THRESHOLD,
    ignoreLocation: true,
    keys: [
      { name: 'name', weight: 4 },
      { name: 'types', weight: 3 },
      { name: 'tags', weight: 2 },
      { name: 'description', weight: 1 },
    ],
  });
  const ids = fuse.search(text).map((result) => result.item.id);
  if (ids.length > 0) return { hazards: ids, suggestedQuery: null };

  // Did you mean: the closest known name or tag (as a whole, or one of its words), offered as
  // it is written ("Séisme", ガス漏れ), compared in the one normal form.
  const wanted = normalizeSearchText(text);
  let best: { phrase: string; distance: number } | null = null;
  for (const hazard of hazards) {
    const known = [
      pickText(hazard.name, lang),
      ...Object.values(hazard.name),
      ...Object.values(hazard.tags).flat(),
    ];
    for (const phrase of known) {
      for (const candidate of [phrase, ...phrase.split(/\s+/)]) {
        const word = normalizeSearchText(candidate);
        if (word.length < 3) continue;
        const distance = editDistance(wanted, word) / Math.max(wanted.length, word.length);
        if (!best || distance < best.distance) best = { phrase: candidate.trim(), distance };
      }
    }
  }
  return { hazards: [], suggestedQuery: best && best.distance <= 0.4 ? best.phrase : null };
}
