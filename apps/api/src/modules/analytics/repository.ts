import { lt } from 'drizzle-orm';
import type { AnalyticsEventType } from '@prepwell/contract';
import type { Database } from '../../db/client.js';
import { analyticsEvents } from '../../db/schema.js';

export interface AnalyticsEventRow {
  eventType: AnalyticsEventType;
  eventProperties: Record<string, unknown>;
  userProperties: Record<string, unknown>;
  osName: string | null;
  appVersion: string | null;
  time: Date | null;
}

/** Store one event (one insert per event: nothing waits in memory for a batch). */
export async function saveAnalyticsEvent(db: Database, event: AnalyticsEventRow): Promise<void> {
  await db.insert(analyticsEvents).values(event);
}

/** Delete events received before `cutoff`; answers how many went (as the driver reports it). */
export async function deleteAnalyticsEventsBefore(db: Database, cutoff: Date): Promise<number> {
  // No RETURNING: a first purge can remove millions of rows, and only their number is wanted.
  const result = (await db.delete(analyticsEvents).where(lt(analyticsEvents.receivedAt, cutoff))) as {
    rowCount?: number | null; // node-postgres
    affectedRows?: number; // PGlite
  };
  return result.rowCount ?? result.affectedRows ?? 0;
}
