/** Shared pieces of the pack's cross-file checks. Everything here is pure: no file system. */
import type { PackProblem } from '../pack-types.js';

export type { PackProblem };

/**
 * The icons a pack ships, as `folder/file.svg` (e.g. `hazards/flood.svg`), read once so the
 * checks below stay pure.
 */
export type IconSet = Pick<ReadonlySet<string>, 'has'>;

/** A problem for each id that appears more than once. */
export function findDuplicateIds(kind: string, ids: readonly number[], file: string): PackProblem[] {
  const seen = new Set<number>();
  const problems: PackProblem[] = [];
  for (const id of ids) {
    if (seen.has(id)) problems.push({ file, message: `${kind} id ${id} is used twice` });
    seen.add(id);
  }
  return problems;
}

/** A problem when `icons/<folder>/<icon>` is not in the pack. */
export function findMissingIcon(icons: IconSet, folder: string, icon: string, file: string): PackProblem[] {
  return icons.has(`${folder}/${icon}`)
    ? []
    : [{ file, message: `icon icons/${folder}/${icon} does not exist` }];
}

/**
 * A problem when a child id is not in its parent's range (`parent * 100 + 1` to `parent * 100 + 99`),
 * the rule that keeps content ids stable and unique without a registry.
 */
export function findIdOutsideRange(kind: string, id: number, parentId: number, file: string): PackProblem[] {
  return Math.floor(id / 100) === parentId
    ? []
    : [{ file, message: `${kind} id ${id} must be ${parentId}01–${parentId}99` }];
}
