import type { CrisisIntent } from '../schema/crisis-intent.js';
import type { CrisisOptionFile } from '../schema/crisis-option.js';
import { findDuplicateIds, findMissingIcon, type IconSet, type PackProblem } from './common.js';

/**
 * Crisis options: unique ids, icons present, only hazards of the pack in the hazard filter, and a
 * LOCAL option's region one of the pack's regions (by slug).
 */
export function checkCrisisOptions(
  crisisOptions: readonly CrisisOptionFile[],
  hazardIds: ReadonlySet<number>,
  regionSlugs: ReadonlySet<string>,
  icons: IconSet,
): PackProblem[] {
  const problems = findDuplicateIds(
    'crisis option',
    crisisOptions.map((o) => o.id),
    'crisis-options',
  );
  for (const option of crisisOptions) {
    const file = `crisis-options/${option.slug}.yaml`;
    problems.push(...findMissingIcon(icons, 'crisis', option.icon, file));
    for (const id of option.hazards) {
      if (!hazardIds.has(id)) problems.push({ file, message: `hazard ${id} does not exist` });
    }
    if (!option.sample) {
      for (const [lang, text] of Object.entries(option.text_by_language)) {
        if (text && !text.search_terms) {
          problems.push({
            file,
            message: `text_by_language.${lang}.search_terms: a real line needs the words people type for it`,
          });
        }
      }
    }
    if (option.region !== undefined && !regionSlugs.has(option.region)) {
      problems.push({
        file,
        message: `region ${option.region} does not exist (local/${option.region}/region.yaml)`,
      });
    }
  }
  return problems;
}

/** Crisis intents: keys unique, and every line an intent names is a crisis option of the pack. */
export function checkCrisisIntents(
  intents: readonly CrisisIntent[],
  crisisOptions: readonly CrisisOptionFile[],
): PackProblem[] {
  const file = 'crisis-intents.yaml';
  const problems: PackProblem[] = [];
  const slugs = new Set(crisisOptions.map((o) => o.slug));
  const keys = new Set<string>();
  for (const intent of intents) {
    if (keys.has(intent.key)) problems.push({ file, message: `intent ${intent.key} is listed twice` });
    keys.add(intent.key);
    for (const line of intent.lines) {
      if (!slugs.has(line)) {
        problems.push({ file, message: `intent ${intent.key}: line ${line} is not in crisis-options/` });
      }
    }
    if (new Set(intent.lines).size !== intent.lines.length) {
      problems.push({ file, message: `intent ${intent.key} names a line twice` });
    }
  }
  return problems;
}
