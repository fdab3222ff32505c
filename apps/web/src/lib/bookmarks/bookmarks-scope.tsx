import { createContext, useContext, type ReactNode } from 'react';
import { useBookmarks, type Bookmarks } from './use-bookmarks';

const BookmarksContext = createContext<Bookmarks | null>(null);

/**
 * One reading of the bookmarks store for every bookmark button inside, instead of one per button:
 * the guide's 45 cards each subscribed to the profile, the stored bookmarks and the account's list,
 * and setting up those subscriptions ended hydration with a 200 ms task on a throttled phone
 * (ADR 033).
 */
export function BookmarksScope({ value, children }: { value?: Bookmarks; children: ReactNode }) {
  // A page that reads the store itself (Bookmarks) hands its reading down instead of a second one.
  if (value) return <BookmarksContext value={value}>{children}</BookmarksContext>;
  return <OwnBookmarksScope>{children}</OwnBookmarksScope>;
}

function OwnBookmarksScope({ children }: { children: ReactNode }) {
  return <BookmarksContext value={useBookmarks()}>{children}</BookmarksContext>;
}

/** The enclosing scope's bookmarks, or null outside one. */
export const useScopedBookmarks = (): Bookmarks | null => useContext(BookmarksContext);
