import { queryClient } from '../query-client';
import { clearAnonymousBookmarks, readAnonymousBookmarks } from './anonymous-bookmarks';
import { bookmarkQueryKeys, postBookmark } from './bookmarks-api';

/**
 * At sign-in (spec §3): the bookmarks kept in this tab join the account, then leave the tab. One
 * that fails to save stays stored, so nothing is lost, and is tried again at the next start.
 */
export async function mergeAnonymousBookmarks(): Promise<void> {
  const stored = readAnonymousBookmarks();
  if (stored.length === 0) return;
  const results = await Promise.allSettled(stored.map((b) => postBookmark(b.hazard_id)));
  if (results.every((result) => result.status === 'fulfilled')) clearAnonymousBookmarks();
  await queryClient.invalidateQueries({ queryKey: bookmarkQueryKeys.all });
}
