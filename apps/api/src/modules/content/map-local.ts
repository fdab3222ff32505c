import type { Area, RegionFile, Sponsor } from '@prepwell/content';
import type { creators, localContent, sponsorAreas, sponsors } from '../../db/schema.js';
import { appLanguages, iconPath, pickLocalized } from './localize.js';

export type CreatorRow = typeof creators.$inferInsert;
export type SponsorAreaRow = typeof sponsorAreas.$inferInsert;
export type SponsorRow = typeof sponsors.$inferInsert;
export type LocalContentRow = typeof localContent.$inferInsert;

/** The bounding box of a GeoJSON area, for a quick first test before point-in-polygon. */
export function boundsOf(area: Area) {
  const polygons = area.type === 'Polygon' ? [area.coordinates] : area.coordinates;
  const points = polygons.flat(2);
  const lngs = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  return {
    minLat: Math.min(...lats),
    maxLat: Math.max(...lats),
    minLng: Math.min(...lngs),
    maxLng: Math.max(...lngs),
  };
}

/** The region itself: its outline and bounding box. */
export function mapSponsorArea(region: RegionFile): SponsorAreaRow {
  return {
    id: region.id,
    slug: region.slug,
    name: pickLocalized(region.text_by_language, (t) => t.name),
    sample: region.sample,
    area: region.area,
    ...boundsOf(region.area),
  };
}

/** The region's local content providers ("Provided By"). */
export function mapCreators(region: RegionFile): CreatorRow[] {
  return region.creators.map((creator) => ({
    id: creator.id,
    name: pickLocalized(creator.text_by_language, (t) => t.name),
    logoSrc: iconPath('local', creator.logo),
    logoAlt: pickLocalized(creator.text_by_language, (t) => t.logo_alt),
    link: creator.link ?? null,
  }));
}

/** A sponsor's row: a geo one serves `areaId`; a non-geo one (`areaId` null) serves everyone. */
function mapSponsor(sponsor: Sponsor, areaId: number | null): SponsorRow {
  return {
    id: sponsor.id,
    slug: sponsor.slug,
    areaId,
    geo: areaId !== null,
    name: pickLocalized(sponsor.text_by_language, (t) => t.name),
    message: pickLocalized(sponsor.text_by_language, (t) => t.message),
    logoSrc: iconPath('local', sponsor.logo),
    logoAlt: pickLocalized(sponsor.text_by_language, (t) => t.logo_alt),
    link: sponsor.link,
    extraLinks: sponsor.extra_links.map((extra) => ({
      link: extra.link,
      name: pickLocalized(extra.text_by_language, (t) => t.name),
    })),
    hazards: sponsor.hazards,
    machineTranslated: appLanguages(sponsor.machine_translated),
  };
}

/** The region's community sponsors: geo, shown first to readers inside the region. */
export function mapSponsors(region: RegionFile): SponsorRow[] {
  return region.sponsors.map((sponsor) => mapSponsor(sponsor, region.id));
}

/** A non-geo sponsor (`sponsors/<slug>.yaml`): no area, shown wherever the reader is. */
export function mapNonGeoSponsor(sponsor: Sponsor): SponsorRow {
  return mapSponsor(sponsor, null);
}

/**
 * Each local creator's region, by creator id. A LOCAL hazard's region is its creator's: creator
 * ids are unique across the pack (the validator), so one region file holds each.
 */
export function regionsByCreator(regions: readonly RegionFile[]): Map<number, number> {
  return new Map(
    regions.flatMap((region) => region.creators.map((creator) => [creator.id, region.id] as const)),
  );
}

/** The region's local information. */
export function mapLocalContent(region: RegionFile): LocalContentRow[] {
  return region.local_content.map((item) => ({
    id: item.id,
    areaId: region.id,
    hazardId: item.hazard_id,
    stage: item.stage,
    blockId: item.block_id ?? null,
    creatorId: item.creator_id,
    body: pickLocalized(item.text_by_language, (t) => t.body),
    machineTranslated: appLanguages(item.machine_translated),
  }));
}
