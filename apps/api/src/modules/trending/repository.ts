import { and, count, gte, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { hazardViewEvents } from '../../db/schema.js';

/** Record one view of a hazard, or of one of its blocks. Nothing about the reader is stored. */
export async function saveHazardView(
  db: Database,
  view: { hazardId: number; contentBlockId: number | null },
): Promise<void> {
  await db.insert(hazardViewEvents).values({ hazardId: view.hazardId, contentBlockId: view.contentBlockId });
}

/**
 * Views of each hazard's page (block views left out: opening five blocks of one hazard is still
 * one reader on one hazard), since `since` or, without it, ever. One grouped query.
 */
export async function countHazardViews(db: Database, since?: Date): Promise<Map<number, number>> {
  const rows = await db
    .select({ hazardId: hazardViewEvents.hazardId, views: count() })
    .from(hazardViewEvents)
    .where(
      and(isNull(hazardViewEvents.contentBlockId), since ? gte(hazardViewEvents.viewedAt, since) : undefined),
    )
    .groupBy(hazardViewEvents.hazardId);
  return new Map(rows.map((row) => [row.hazardId, Number(row.views)]));
}
