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
    if (option.region !== undefined && !regionSlugs.has(option.region)) {
      problems.push({
        file,
        message: `region ${option.region} does not exist (local/${option.region}/region.yaml)`,
      });
    }
  }
  return problems;
}
