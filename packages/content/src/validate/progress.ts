import { RATINGS } from '@prepwell/contract';
import type { ProgressFile } from '../schema/progress.js';
import { findDuplicateIds, findMissingIcon, type IconSet, type PackProblem } from './common.js';

const FILE = 'progress.yaml';

/** Badges and journey phases: one badge per rating, icons present, unique ids. */
export function checkProgress(progress: ProgressFile | undefined, icons: IconSet): PackProblem[] {
  if (!progress) return [];
  const problems: PackProblem[] = [];
  const levels = new Set(progress.badges.map((b) => b.level));
  if (levels.size !== RATINGS.length) problems.push({ file: FILE, message: 'one badge per level' });
  for (const { icon } of [...progress.badges, ...progress.journey_phases]) {
    problems.push(...findMissingIcon(icons, 'progress', icon, FILE));
  }
  problems.push(
    ...findDuplicateIds(
      'badge/phase',
      [...progress.badges, ...progress.journey_phases].map((x) => x.id),
      FILE,
    ),
  );
  return problems;
}
