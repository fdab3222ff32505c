import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type HazardListResponse, type LanguageCode } from '@prepwell/contract';
import { apiRequestWithSource } from '../../../lib/api-client';
import type { Point } from '../../../lib/location/location';
import { hazardKeys } from './query-keys';

/**
 * `GET /public/v2/hazards?lang=&lat=&lng=`: every hazard, text in `lang` and English, and whether
 * this is the service worker's saved copy (offline). With the reader's (rounded) point, the
 * local hazards of their area come too, first.
 */
export async function getHazards(lang: LanguageCode, point: Point | null, signal?: AbortSignal) {
  const { data, savedCopy } = await apiRequestWithSource<HazardListResponse>(
    `${API_PATHS.hazards}?lang=${lang}${point ? `&lat=${point.lat}&lng=${point.lng}` : ''}`,
    { signal },
  );
  return toHazardList(data, savedCopy);
}

/** The list as the screens hold it: the answer's hazards, and whether it is a saved copy. */
export const toHazardList = (answer: HazardListResponse, savedCopy: boolean) => ({
  hazards: answer.hazards,
  savedCopy,
});

export const hazardsQueryOptions = (lang: LanguageCode, point: Point | null = null) =>
  queryOptions({
    // Without a point the key is the server render's (the contract's); a point adds to it.
    queryKey: point ? ([...hazardKeys.list(lang), point.lat, point.lng] as const) : hazardKeys.list(lang),
    queryFn: ({ signal }) => getHazards(lang, point, signal),
  });

/** The guide's hazards in `lang` (content language, which the translate menu can change). */
export const useHazards = (lang: LanguageCode, point: Point | null = null) =>
  useQuery({
    ...hazardsQueryOptions(lang, point),
    // While the reader's local hazards load, the list on screen stays.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === lang ? previous : undefined,
  });
