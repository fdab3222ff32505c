import type { RegionFile } from '../schema/local.js';
import { findDuplicateIds, findMissingIcon, type IconSet, type PackProblem } from './common.js';

/**
 * One region: logos present; sponsors on hazards of the pack; local content on an existing
 * hazard, by a creator of this region, under a block of that same hazard.
 */
export function checkRegion(
  region: RegionFile,
  hazardIds: ReadonlySet<number>,
  hazardIdByBlockId: ReadonlyMap<number, number>,
  icons: IconSet,
): PackProblem[] {
  const file = `local/${region.slug}/region.yaml`;
  const problems: PackProblem[] = [];
  const creatorIds = new Set(region.creators.map((c) => c.id));
  for (const creator of region.creators)
    problems.push(...findMissingIcon(icons, 'local', creator.logo, file));
  for (const sponsor of region.sponsors) {
    problems.push(...findMissingIcon(icons, 'local', sponsor.logo, file));
    for (const id of sponsor.hazards) {
      if (!hazardIds.has(id))
        problems.push({ file, message: `sponsor ${sponsor.id}: hazard ${id} does not exist` });
    }
  }
  for (const item of region.local_content) {
    const what = `local content ${item.id}`;
    if (!hazardIds.has(item.hazard_id)) {
      problems.push({ file, message: `${what}: hazard ${item.hazard_id} does not exist` });
    }
    if (!creatorIds.has(item.creator_id)) {
      problems.push({ file, message: `${what}: creator ${item.creator_id} is not in this region` });
    }
    if (item.block_id !== undefined && hazardIdByBlockId.get(item.block_id) !== item.hazard_id) {
      problems.push({
        file,
        message: `${what}: block ${item.block_id} is not a block of hazard ${item.hazard_id}`,
      });
    }
  }
  return problems;
}

/** Regions: ids of regions, creators, sponsors and local content unique across the pack. */
export function checkRegions(
  regions: readonly RegionFile[],
  hazardIds: ReadonlySet<number>,
  hazardIdByBlockId: ReadonlyMap<number, number>,
  icons: IconSet,
): PackProblem[] {
  const idsOf = (pick: (region: RegionFile) => { id: number }[]) => regions.flatMap(pick).map((x) => x.id);
  return [
    ...findDuplicateIds(
      'region',
      regions.map((r) => r.id),
      'local',
    ),
    ...findDuplicateIds(
      'creator',
      idsOf((r) => r.creators),
      'local',
    ),
    ...findDuplicateIds(
      'sponsor',
      idsOf((r) => r.sponsors),
      'local',
    ),
    ...findDuplicateIds(
      'local content',
      idsOf((r) => r.local_content),
      'local',
    ),
    ...regions.flatMap((region) => checkRegion(region, hazardIds, hazardIdByBlockId, icons)),
  ];
}
