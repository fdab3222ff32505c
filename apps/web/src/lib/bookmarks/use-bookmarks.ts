import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookmarkedHazard } from '@prepwell/contract';
import { ApiError } from '../api-client';
import { useProfile } from '../auth/profile-store';
import { useAfterHydration } from '../use-after-hydration';
import {
  addAnonymousBookmark,
  readAnonymousBookmarks,
  removeAnonymousBookmark,
  serverAnonymousBookmarks,
  subscribeAnonymousBookmarks,
} from './anonymous-bookmarks';
import { bookmarkQueryKeys, deleteBookmark, myBookmarksQueryOptions, postBookmark } from './bookmarks-api';

/** Why a bookmark change failed, as the spec's messages name it. */
export class BookmarkError extends Error {
  constructor(readonly reason: 'saveFailed' | 'deleteFailed' | 'none') {
    super(reason);
  }
}

export interface Bookmarks {
  /** False on the server, while hydrating and while a signed-in user's list loads. */
  ready: boolean;
  signedIn: boolean;
  /** The signed-in list could not be loaded ("There was an error getting your bookmarks."). */
  failed: boolean;
  isBookmarked(hazardId: number): boolean;
  /** An anonymous reader's stored hazard ids (for `?bookmarks=`). */
  anonymousIds: number[];
  /** Add or remove the hazard's bookmark; rejects with a BookmarkError. */
  toggle(hazard: BookmarkedHazard): Promise<'added' | 'removed'>;
}

/**
 * The bookmarks store (ADR 010): session storage `@bookmarks` when anonymous, the account when
 * signed in. Personal, so nothing of it is known on the server or during hydration.
 */
export function useBookmarks(): Bookmarks {
  const { status } = useProfile();
  const signedIn = status === 'signed-in';
  const stored = useSyncExternalStore(
    subscribeAnonymousBookmarks,
    readAnonymousBookmarks,
    serverAnonymousBookmarks,
  );
  const hydrated = useAfterHydration();
  const queryClient = useQueryClient();
  const mine = useQuery({ ...myBookmarksQueryOptions(), enabled: signedIn });

  const byHazard = useMemo(
    () =>
      new Map<number, number>(
        signedIn
          ? (mine.data?.bookmarks ?? []).map((b) => [b.hazard_id, b.bookmark_id])
          : stored.map((b) => [b.hazard_id, b.bookmark_id]),
      ),
    [signedIn, mine.data, stored],
  );

  const toggle = useCallback(
    async (hazard: BookmarkedHazard): Promise<'added' | 'removed'> => {
      const existing = byHazard.get(hazard.hazard_id);
      if (!signedIn) {
        if (existing !== undefined) {
          if (!removeAnonymousBookmark(hazard.hazard_id)) throw new BookmarkError('none');
          return 'removed';
        }
        if (!addAnonymousBookmark(hazard)) throw new BookmarkError('saveFailed');
        return 'added';
      }
      if (existing !== undefined) {
        try {
          await deleteBookmark(existing);
        } catch (error) {
          // Already gone (removed in another tab): the wish is fulfilled.
          if (!(error instanceof ApiError && error.code === 'NOT_FOUND'))
            throw new BookmarkError('deleteFailed');
        }
        await queryClient.invalidateQueries({ queryKey: bookmarkQueryKeys.all });
        return 'removed';
      }
      try {
        await postBookmark(hazard.hazard_id);
      } catch {
        throw new BookmarkError('saveFailed');
      }
      await queryClient.invalidateQueries({ queryKey: bookmarkQueryKeys.all });
      return 'added';
    },
    [byHazard, signedIn, queryClient],
  );

  return {
    ready: hydrated && (!signedIn || mine.isSuccess),
    signedIn,
    failed: signedIn && mine.isError,
    isBookmarked: (hazardId) => byHazard.has(hazardId),
    anonymousIds: stored.map((b) => b.hazard_id),
    toggle,
  };
}
