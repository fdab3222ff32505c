import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { API_PATHS, type HazardDetail, type LanguageCode } from '@prepwell/contract';
import { apiRequestWithSource } from '../../../lib/api-client';
import { errorCode } from '../../../lib/error-messages';
import type { Point } from '../../../lib/location/location';
import { hazardKeys } from './query-keys';

/** A hazard's address in the app is its slug or its id (both forms are in the spec). */
export const isHazardId = (idOrSlug: string) => /^\d+$/.test(idOrSlug);

/**
 * `GET /public/guide/hazard/{id}` or `/by-slug/{slug}`, with `?languages=` naming the content
 * language (English always comes too); `savedCopy` when the service worker answered offline.
 */
export async function getHazard(
  idOrSlug: string,
  lang: LanguageCode,
  point: Point | null,
  signal?: AbortSignal,
) {
  const path = isHazardId(idOrSlug)
    ? API_PATHS.hazard.replace(':id', idOrSlug)
    : API_PATHS.hazardBySlug.replace(':slug', encodeURIComponent(idOrSlug));
  const { data, savedCopy } = await apiRequestWithSource<HazardDetail>(
    // Always name the language: without it the API answers every language, several times the bytes.
    // The point (already rounded) adds the local information of the reader's area.
    `${path}?languages=${lang}${point ? `&lat=${point.lat}&lng=${point.lng}` : ''}`,
    { signal },
  );
  return toHazardDetail(data, savedCopy);
}

/** The hazard as the page holds it: the answer, and whether it is a saved copy. */
export const toHazardDetail = (hazard: HazardDetail, savedCopy: boolean) => ({ hazard, savedCopy });

export const hazardQueryOptions = (idOrSlug: string, lang: LanguageCode, point: Point | null = null) =>
  queryOptions({
    // Without a point the key is the server render's (the contract's); a point adds to it.
    queryKey: point
      ? ([...hazardKeys.detail(idOrSlug, lang), point.lat, point.lng] as const)
      : hazardKeys.detail(idOrSlug, lang),
    queryFn: ({ signal }) => getHazard(idOrSlug, lang, point, signal),
    // An unknown hazard is final; a failed connection is worth one more try.
    retry: (count, error) => errorCode(error) !== 'NOT_FOUND' && count < 1,
  });

export const useHazard = (idOrSlug: string, lang: LanguageCode, point: Point | null = null) =>
  useQuery({
    ...hazardQueryOptions(idOrSlug, lang, point),
    // While the local information loads, the page keeps showing the same hazard's guide.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === idOrSlug && previousQuery.queryKey[3] === lang ? previous : undefined,
  });

/**
 * A bookmarked hazard is kept for offline reading: its detail is fetched from the network (the
 * service worker's guide cache keeps the answer under the address the page itself will ask).
 */
export const keepForOffline = (queryClient: QueryClient, slug: string, lang: LanguageCode) =>
  queryClient.fetchQuery({ ...hazardQueryOptions(slug, lang), staleTime: 0 }).catch(() => undefined);
