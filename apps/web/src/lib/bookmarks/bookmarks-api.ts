import { queryOptions } from '@tanstack/react-query';
import {
  API_PATHS,
  type BookmarkCreateResponse,
  type BookmarkListResponse,
  type HazardListResponse,
  type LanguageCode,
} from '@prepwell/contract';
import { apiRequest } from '../api-client';

/** Query keys of the bookmarks store: one user's data, never mixed with the shared content keys. */
export const bookmarkQueryKeys = {
  /** Every bookmarks query: a saved or removed bookmark (or sign-in's merge) refreshes them all. */
  all: ['bookmarks'] as const,
  mine: ['bookmarks', 'mine'] as const,
  hazards: (lang: LanguageCode, ids: readonly number[]) =>
    ['bookmarks', 'hazards', lang, ids.join(',')] as const,
};

/** `GET /public/v2/authenticated/bookmarks`: the signed-in user's bookmarks. */
export const getMyBookmarks = (signal?: AbortSignal) =>
  apiRequest<BookmarkListResponse>(API_PATHS.authenticatedBookmarks, { signal });

export const myBookmarksQueryOptions = () =>
  queryOptions({ queryKey: bookmarkQueryKeys.mine, queryFn: ({ signal }) => getMyBookmarks(signal) });

/** `POST /public/guide/bookmark`. */
export const postBookmark = (hazardId: number) =>
  apiRequest<BookmarkCreateResponse>(API_PATHS.bookmark, { method: 'POST', body: { hazard_id: hazardId } });

/** `DELETE /public/guide/bookmark/{id}`. */
export const deleteBookmark = (bookmarkId: number) =>
  apiRequest<void>(API_PATHS.bookmarkById.replace(':id', String(bookmarkId)), { method: 'DELETE' });

/**
 * The guide's list with each hazard's `bookmarked` flag: for an anonymous reader from the stored
 * ids (`?bookmarks=`), for a signed-in one from the account (the session).
 */
export const bookmarkedHazardsQueryOptions = (lang: LanguageCode, anonymousIds: readonly number[]) =>
  queryOptions({
    queryKey: bookmarkQueryKeys.hazards(lang, anonymousIds),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ lang });
      if (anonymousIds.length > 0) query.set('bookmarks', anonymousIds.join(','));
      return apiRequest<HazardListResponse>(`${API_PATHS.hazards}?${query.toString()}`, { signal });
    },
  });
