import type { RegionFile, Sponsor } from '../schema/local.js';
import { findDuplicateIds, findMissingIcon, type IconSet, type PackProblem } from './common.js';

/**
 * Ids of non-geo sponsors (`sponsors/<slug>.yaml`). Regional sponsors are `r × 100 + 10 + k`
 * (110 and up), so the two kinds never meet; the fixture pack's non-geo sponsor is 99.
 */
export const NON_GEO_SPONSOR_IDS = { min: 1, max: 99 } as const;

/** One sponsor, regional or not: its logo is in `icons/local/` and its hazards are in the pack. */
function checkSponsor(sponsor: Sponsor, hazardIds: ReadonlySet<number>, icons: IconSet, file: string) {
  const problems = findMissingIcon(icons, 'local', sponsor.logo, file);
  for (const id of sponsor.hazards) {
    if (!hazardIds.has(id))
      problems.push({ file, message: `sponsor ${sponsor.id}: hazard ${id} does not exist` });
  }
  return problems;
}

/**
 * One region: logos present; sponsors in the region's id range, on hazards of the pack; local content on an existing
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
    // Regional sponsors are r × 100 + 10 + k, clear of the non-geo range (NON_GEO_SPONSOR_IDS).
    if (Math.floor(sponsor.id / 100) !== region.id || sponsor.id % 100 <= 10) {
      problems.push({
        file,
        message: `sponsor id ${sponsor.id} must be ${region.id}11–${region.id}99 (a sponsor of region ${region.id})`,
      });
    }
    problems.push(...checkSponsor(sponsor, hazardIds, icons, file));
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

/** Regions: ids of regions, creators and local content unique across the pack. */
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
      'local content',
      idsOf((r) => r.local_content),
      'local',
    ),
    ...regions.flatMap((region) => checkRegion(region, hazardIds, hazardIdByBlockId, icons)),
  ];
}

/**
 * Non-geo sponsors (`sponsors/<slug>.yaml`) and what they share with the regional ones: one
 * table holds both kinds, so ids and slugs are unique across all of them; a non-geo id is in
 * `NON_GEO_SPONSOR_IDS`.
 */
export function checkSponsors(
  regions: readonly RegionFile[],
  nonGeo: readonly Sponsor[],
  hazardIds: ReadonlySet<number>,
  icons: IconSet,
): PackProblem[] {
  const all = [...regions.flatMap((r) => r.sponsors), ...nonGeo];
  const problems = findDuplicateIds(
    'sponsor',
    all.map((s) => s.id),
    'sponsors',
  );
  const seen = new Set<string>();
  for (const { slug } of all) {
    if (seen.has(slug)) problems.push({ file: 'sponsors', message: `sponsor slug ${slug} is used twice` });
    seen.add(slug);
  }
  for (const sponsor of nonGeo) {
    const file = `sponsors/${sponsor.slug}.yaml`;
    const { min, max } = NON_GEO_SPONSOR_IDS;
    if (sponsor.id < min || sponsor.id > max) {
      problems.push({ file, message: `sponsor id ${sponsor.id} must be ${min}–${max} (a non-geo sponsor)` });
    }
    problems.push(...checkSponsor(sponsor, hazardIds, icons, file));
  }
  return problems;
}
