import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { bookmarks } from '../../db/schema.js';

/** The user's bookmarks as (bookmark id, hazard id), oldest first. */
export async function listBookmarks(db: Database, userId: string) {
  return db
    .select({ id: bookmarks.id, hazardId: bookmarks.hazardId })
    .from(bookmarks)
    .where(eq(bookmarks.userId, userId))
    .orderBy(bookmarks.id);
}

/**
 * Bookmark a hazard for the user: the new bookmark's id, or the existing one's when it was
 * already bookmarked (one per user and hazard).
 */
export async function addBookmark(
  db: Database,
  userId: string,
  hazardId: number,
): Promise<{ id: number; created: boolean }> {
  const [inserted] = await db
    .insert(bookmarks)
    .values({ userId, hazardId })
    .onConflictDoNothing({ target: [bookmarks.userId, bookmarks.hazardId] })
    .returning({ id: bookmarks.id });
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await db
    .select({ id: bookmarks.id })
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.hazardId, hazardId)));
  if (!existing) throw new Error('bookmark neither inserted nor found');
  return { id: existing.id, created: false };
}

/** Remove the user's bookmark `id`; false when the user has no such bookmark (theirs or nobody's). */
export async function removeBookmark(db: Database, userId: string, id: number): Promise<boolean> {
  const removed = await db
    .delete(bookmarks)
    .where(and(eq(bookmarks.id, id), eq(bookmarks.userId, userId)))
    .returning({ id: bookmarks.id });
  return removed.length > 0;
}
