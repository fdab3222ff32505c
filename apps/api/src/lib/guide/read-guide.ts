import { asc, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { contentBlocks, creators, hazards, localContent, sponsorAreas, sponsors } from '../../db/schema.js';

export type HazardRow = typeof hazards.$inferSelect;
export type ContentBlockRow = typeof contentBlocks.$inferSelect;
export type CreatorRow = typeof creators.$inferSelect;
export type LocalContentRow = typeof localContent.$inferSelect;
export type AreaRow = typeof sponsorAreas.$inferSelect;
export type SponsorRow = typeof sponsors.$inferSelect;

/** Everything the guide reads, as one snapshot of a content version. */
export interface GuideRows {
  hazards: HazardRow[];
  blocksByHazard: Map<number, ContentBlockRow[]>;
  creators: Map<number, CreatorRow>;
  /** Local information per hazard, and the areas it belongs to. */
  localByHazard: Map<number, LocalContentRow[]>;
  areas: Map<number, AreaRow>;
  /** Community sponsors (each names the hazards it appears on). */
  sponsors: SponsorRow[];
}

/**
 * Read the whole guide (hazards not archived, their blocks, the creators they name, local
 * information, its areas and the community sponsors) in six queries. The guide is small (tens of hazards, hundreds of blocks) and changes only with a
 * content load, so callers cache it per content version instead of querying per request.
 */
export async function readGuide(db: Database): Promise<GuideRows> {
  const [hazardRows, blockRows, creatorRows, localRows, areaRows, sponsorRows] = await Promise.all([
    db.select().from(hazards).where(isNull(hazards.archivedAt)).orderBy(asc(hazards.id)),
    db.select().from(contentBlocks).where(isNull(contentBlocks.archivedAt)).orderBy(asc(contentBlocks.id)),
    db.select().from(creators).where(isNull(creators.archivedAt)),
    db.select().from(localContent).where(isNull(localContent.archivedAt)).orderBy(asc(localContent.id)),
    db.select().from(sponsorAreas).where(isNull(sponsorAreas.archivedAt)),
    db.select().from(sponsors).where(isNull(sponsors.archivedAt)).orderBy(asc(sponsors.id)),
  ]);
  const localByHazard = new Map<number, LocalContentRow[]>();
  for (const row of localRows) {
    const list = localByHazard.get(row.hazardId) ?? [];
    list.push(row);
    localByHazard.set(row.hazardId, list);
  }
  const blocksByHazard = new Map<number, ContentBlockRow[]>();
  for (const block of blockRows) {
    const list = blocksByHazard.get(block.hazardId) ?? [];
    list.push(block);
    blocksByHazard.set(block.hazardId, list);
  }
  return {
    hazards: hazardRows,
    blocksByHazard,
    creators: new Map(creatorRows.map((row) => [row.id, row])),
    localByHazard,
    areas: new Map(areaRows.map((row) => [row.id, row])),
    sponsors: sponsorRows,
  };
}
