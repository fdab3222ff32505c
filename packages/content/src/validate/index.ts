import type { ContentPack, PackProblem } from '../pack-types.js';
import type { IconSet } from './common.js';
import { checkAlertEvents } from './alert-events.js';
import { checkCrisisIntents, checkCrisisOptions } from './crisis-options.js';
import { checkEmergencyItems } from './emergency-items.js';
import { checkHazards } from './hazards.js';
import { checkRegions, checkSponsors } from './local.js';
import { checkPrepChecks } from './prep-checks.js';
import { checkProgress } from './progress.js';

export type { IconSet } from './common.js';
export { checkQuestionScoring } from './prep-checks.js';
export { findLinkProblems } from './hazards.js';

/**
 * Everything the authoring schemas cannot see in one file: ids unique across files, references
 * between files, icons that exist, and the scoring model's rules (ARCHITECTURE.md). Pure: the
 * caller lists the pack's icons.
 */
export function checkPack(pack: Omit<ContentPack, 'dir' | 'problems'>, icons: IconSet): PackProblem[] {
  const hazardIds = new Set(pack.hazards.map((h) => h.file.id));
  const itemIds = new Set(pack.emergencyItems.map((i) => i.id));
  const hazardIdByBlockId = new Map(
    pack.hazards.flatMap((h) => h.file.blocks.map((b) => [b.id, h.file.id] as const)),
  );
  const creatorIds = new Set(pack.regions.flatMap((r) => r.creators.map((c) => c.id)));
  return [
    ...checkHazards(pack.hazards, icons, creatorIds),
    ...checkCrisisOptions(pack.crisisOptions, hazardIds, new Set(pack.regions.map((r) => r.slug)), icons),
    ...checkCrisisIntents(pack.crisisIntents, pack.crisisOptions),
    ...checkEmergencyItems(pack.emergencyItems),
    ...checkPrepChecks(pack.prepChecks, hazardIds, itemIds, icons),
    ...checkRegions(pack.regions, hazardIds, hazardIdByBlockId, icons),
    ...checkSponsors(pack.regions, pack.sponsors, hazardIds, icons),
    ...checkProgress(pack.progress, icons),
    ...checkAlertEvents(pack.alertEvents, new Set(pack.hazards.map((h) => h.file.slug))),
  ];
}
