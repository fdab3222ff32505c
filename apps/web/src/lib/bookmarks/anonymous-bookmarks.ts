import type { BookmarkedHazard } from '@prepwell/contract';
import { STORAGE_KEYS, readStorage, writeStorage } from '../storage';

/** An anonymous reader's bookmark, kept in sessionStorage `@bookmarks` (spec §3 Bookmark). */
export type StoredBookmark = BookmarkedHazard & { bookmark_id: number };

const listeners = new Set<() => void>();
/**
 * None stored: one array for the server's snapshot and the browser's, so a reader with no
 * bookmarks does not make React render every bookmark button again, synchronously, right after
 * hydration (useSyncExternalStore does when the two snapshots differ; ADR 033).
 */
const NONE: StoredBookmark[] = [];
let cache: { raw: string | null; value: StoredBookmark[] } = { raw: null, value: NONE };

const isStored = (value: unknown): value is StoredBookmark =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as StoredBookmark).hazard_id) &&
  Number.isInteger((value as StoredBookmark).bookmark_id);

/** The stored bookmarks (the same array while storage is unchanged, for useSyncExternalStore). */
export function readAnonymousBookmarks(): StoredBookmark[] {
  const raw = readStorage('session', STORAGE_KEYS.bookmarks);
  if (raw === cache.raw) return cache.value;
  let value: StoredBookmark[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    value = Array.isArray(parsed) ? parsed.filter(isStored) : [];
  } catch {
    value = [];
  }
  cache = { raw, value: value.length > 0 ? value : NONE };
  return cache.value;
}

function write(next: StoredBookmark[]): boolean {
  const ok = writeStorage('session', STORAGE_KEYS.bookmarks, JSON.stringify(next));
  listeners.forEach((listener) => listener());
  return ok;
}

/** Add a hazard (its display fields); the new id is the highest stored id plus 1, from 1. */
export function addAnonymousBookmark(hazard: BookmarkedHazard): boolean {
  const stored = readAnonymousBookmarks();
  if (stored.some((b) => b.hazard_id === hazard.hazard_id)) return true;
  const id = stored.reduce((highest, b) => Math.max(highest, b.bookmark_id), 0) + 1;
  return write([...stored, { ...hazard, bookmark_id: id }]);
}

/** Remove a hazard's bookmark; false when there was none stored ("No bookmarks"). */
export function removeAnonymousBookmark(hazardId: number): boolean {
  const stored = readAnonymousBookmarks();
  if (!stored.some((b) => b.hazard_id === hazardId)) return false;
  return write(stored.filter((b) => b.hazard_id !== hazardId));
}

/** Forget every stored bookmark (after they were merged into the account). */
export function clearAnonymousBookmarks(): void {
  write([]);
}

export function subscribeAnonymousBookmarks(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The server never knows a reader's session storage: it renders none. */
export const serverAnonymousBookmarks = () => NONE;

/** A hazard's display fields as a bookmark keeps them (from the list's summary or the detail). */
export const bookmarkedHazardOf = (hazard: {
  id: number;
  slug: string;
  icon: { src: string };
  name: BookmarkedHazard['name'];
  description: BookmarkedHazard['description'];
  local: boolean;
  creator: BookmarkedHazard['creator'];
}): BookmarkedHazard => ({
  hazard_id: hazard.id,
  slug: hazard.slug,
  icon: { src: hazard.icon.src },
  name: hazard.name,
  description: hazard.description,
  local: hazard.local,
  creator: hazard.creator,
});
