import { and, count, gte, isNull, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { hazardViewDays, hazardViewEvents } from '../../db/schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Raw view events are kept for the current and the previous UTC day; older ones are rolled up
 * into `hazard_view_days` and deleted (rollUpHazardViews).
 */
export const RAW_VIEW_DAYS = 2;

/** Record one view of a hazard, or of one of its blocks. Nothing about the reader is stored. */
export async function saveHazardView(
  db: Database,
  view: { hazardId: number; contentBlockId: number | null },
): Promise<void> {
  await db.insert(hazardViewEvents).values({ hazardId: view.hazardId, contentBlockId: view.contentBlockId });
}

/** Midnight UTC of the day `at` falls in. */
const startOfDay = (at: number) => Math.floor(at / DAY_MS) * DAY_MS;

/**
 * Moves the raw view events from before the raw window (older than RAW_VIEW_DAYS UTC days) into
 * per-hazard, per-day counts, and deletes them; block views are not counted (trending counts
 * hazard pages). One statement: the rows deleted are the rows counted, so two replicas rolling up
 * at once never count a view twice (the second finds the rows gone). Answers how many went.
 */
export async function rollUpHazardViews(db: Database, now = Date.now()): Promise<number> {
  const cutoff = new Date(startOfDay(now) - (RAW_VIEW_DAYS - 1) * DAY_MS);
  const result = await db.execute(sql`
    with gone as (
      delete from ${hazardViewEvents} where viewed_at < ${cutoff.toISOString()}::timestamptz
      returning hazard_id, content_block_id, viewed_at
    ), counted as (
      insert into ${hazardViewDays} (hazard_id, day, views)
      select hazard_id, (viewed_at at time zone 'UTC')::date, count(*)::int
      from gone where content_block_id is null
      group by 1, 2
      on conflict (hazard_id, day) do update set views = ${hazardViewDays}.views + excluded.views
    )
    select count(*)::int as moved from gone`);
  const rows = (result as { rows?: { moved: number }[] }).rows ?? (result as unknown as { moved: number }[]);
  return Number(rows[0]?.moved ?? 0);
}

/**
 * Views of each hazard's page (block views left out: opening five blocks of one hazard is still
 * one reader on one hazard) since `since` or, without it, ever: the rolled-up days from the UTC
 * day `since` falls in, plus the raw events since `since`. Two grouped queries on small tables.
 */
export async function countHazardViews(db: Database, since?: Date): Promise<Map<number, number>> {
  const [raw, days] = await Promise.all([
    db
      .select({ hazardId: hazardViewEvents.hazardId, views: count() })
      .from(hazardViewEvents)
      .where(
        and(
          isNull(hazardViewEvents.contentBlockId),
          since ? gte(hazardViewEvents.viewedAt, since) : undefined,
        ),
      )
      .groupBy(hazardViewEvents.hazardId),
    db
      .select({ hazardId: hazardViewDays.hazardId, views: sum(hazardViewDays.views) })
      .from(hazardViewDays)
      .where(
        since
          ? gte(hazardViewDays.day, new Date(startOfDay(since.getTime())).toISOString().slice(0, 10))
          : undefined,
      )
      .groupBy(hazardViewDays.hazardId),
  ]);
  const views = new Map<number, number>();
  for (const row of [...raw, ...days]) {
    views.set(row.hazardId, (views.get(row.hazardId) ?? 0) + Number(row.views ?? 0));
  }
  return views;
}
