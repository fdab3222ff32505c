import { eq, sql } from 'drizzle-orm';
import type { EmergencyItem, LanguageCode, LocalizedText } from '@prepwell/contract';
import type { Database } from '../db/client.js';
import { userEmergencyItems } from '../db/schema.js';

/*
 * What each user said they have (user_emergency_items): My Emergency Items reads and writes it,
 * and a Prep Check submission records the items of its linked questions in the same table.
 */

/** Which items the user has said they have or not (no entry: not yet said). */
export async function userItems(db: Database, userId: string): Promise<Map<number, boolean>> {
  const rows = await db
    .select({ id: userEmergencyItems.emergencyItemId, has: userEmergencyItems.hasItem })
    .from(userEmergencyItems)
    .where(eq(userEmergencyItems.userId, userId));
  return new Map(rows.map((row) => [row.id, row.has]));
}

/** Record whether the user has each of these items. */
export async function setUserItems(
  db: Database,
  userId: string,
  entries: readonly { id: number; has: boolean }[],
) {
  if (entries.length === 0) return;
  await db
    .insert(userEmergencyItems)
    .values(entries.map((entry) => ({ userId, emergencyItemId: entry.id, hasItem: entry.has })))
    .onConflictDoUpdate({
      target: [userEmergencyItems.userId, userEmergencyItems.emergencyItemId],
      set: { hasItem: sql`excluded.has_item`, updatedAt: sql`now()` },
    });
}

/** The items and their texts are Prep Check content: the Prep Checks module reads them (app.ts). */
export interface EmergencyItemSource {
  /** Every item in the content's order, in `lang` (every language without one), marked by `has`. */
  list: (lang: LanguageCode | undefined, has: ReadonlyMap<number, boolean>) => Promise<EmergencyItem[]>;
  /** The item with this id, or this English name or slug. */
  find: (key: { id?: number; name?: string }) => Promise<{ id: number; name: LocalizedText } | undefined>;
}
