import { SUPPORTED_LANGUAGES } from '@prepwell/contract';
import type { ContentPack } from '@prepwell/content';
import type { languages } from '../../db/schema.js';
import type { DatedRow } from './date-modified.js';
import { mapCrisisIntents, mapCrisisOption, type CrisisOptionRow } from './map-emergency-help.js';
import { mapEmergencyItem } from './map-emergency-items.js';
import { mapContentBlocks, mapHazard, type HazardRow } from './map-hazards.js';
import {
  mapCreators,
  mapLocalContent,
  mapNonGeoSponsor,
  mapSponsorArea,
  mapSponsors,
  regionsByCreator,
} from './map-local.js';
import { mapOptions, mapPrepCheck, mapQuestions } from './map-prep-checks.js';
import { mapBadge, mapJourneyPhase } from './map-progress.js';

/** Every row a pack becomes, per table, before the load adds what depends on the database. */
export interface PackRows {
  languages: (typeof languages.$inferInsert)[];
  creators: ReturnType<typeof mapCreators>;
  hazards: DatedRow<HazardRow>[];
  contentBlocks: ReturnType<typeof mapContentBlocks>;
  crisisOptions: DatedRow<CrisisOptionRow>[];
  crisisIntents: ReturnType<typeof mapCrisisIntents>;
  emergencyItems: ReturnType<typeof mapEmergencyItem>[];
  prepChecks: ReturnType<typeof mapPrepCheck>[];
  questions: ReturnType<typeof mapQuestions>;
  options: ReturnType<typeof mapOptions>;
  badges: ReturnType<typeof mapBadge>[];
  journeyPhases: ReturnType<typeof mapJourneyPhase>[];
  sponsorAreas: ReturnType<typeof mapSponsorArea>[];
  sponsors: ReturnType<typeof mapSponsors>;
  localContent: ReturnType<typeof mapLocalContent>;
}

/** Map a validated pack to table rows. Pure: same pack, same rows. */
export function mapPack(pack: ContentPack): PackRows {
  const regionOfCreator = regionsByCreator(pack.regions);
  const regionIdBySlug = new Map(pack.regions.map((region) => [region.slug, region.id]));
  return {
    languages: SUPPORTED_LANGUAGES.map((l, position) => ({ code: l.value, title: l.title, position })),
    creators: pack.regions.flatMap(mapCreators),
    hazards: pack.hazards.map((entry) => mapHazard(entry, regionOfCreator)),
    contentBlocks: pack.hazards.flatMap(mapContentBlocks),
    crisisOptions: pack.crisisOptions.map((option) => mapCrisisOption(option, regionIdBySlug)),
    crisisIntents: mapCrisisIntents(pack.crisisIntents, pack.crisisOptions),
    emergencyItems: pack.emergencyItems.map(mapEmergencyItem),
    prepChecks: pack.prepChecks.map(mapPrepCheck),
    questions: pack.prepChecks.flatMap(mapQuestions),
    options: pack.prepChecks.flatMap(mapOptions),
    badges: (pack.progress?.badges ?? []).map(mapBadge),
    journeyPhases: (pack.progress?.journey_phases ?? []).map(mapJourneyPhase),
    sponsorAreas: pack.regions.map(mapSponsorArea),
    sponsors: [...pack.regions.flatMap(mapSponsors), ...pack.sponsors.map(mapNonGeoSponsor)],
    localContent: pack.regions.flatMap(mapLocalContent),
  };
}

/** How many rows of each kind a load writes (recorded with the content version). */
export function summarize(rows: PackRows): Record<string, number> {
  return {
    languages: rows.languages.length,
    hazards: rows.hazards.length,
    contentBlocks: rows.contentBlocks.length,
    crisisOptions: rows.crisisOptions.length,
    crisisIntents: rows.crisisIntents.length,
    emergencyItems: rows.emergencyItems.length,
    prepChecks: rows.prepChecks.length,
    questions: rows.questions.length,
    options: rows.options.length,
    badges: rows.badges.length,
    journeyPhases: rows.journeyPhases.length,
    regions: rows.sponsorAreas.length,
    sponsors: rows.sponsors.length,
    localContent: rows.localContent.length,
  };
}
