import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type CrisisSupportResponse, type LanguageCode } from '@prepwell/contract';
import { apiRequestWithSource } from '../../../lib/api-client';
import type { Point } from '../../../lib/location/location';
import { emergencyHelpKeys } from './query-keys';

/**
 * `GET /public/crisis-support-option?lang=&lat=&lng=`: every national option, and the local ones
 * of the reader's area when local information is on (the point already rounded), in English and
 * `lang`. `savedCopy` when the service worker answered from its saved list (offline).
 */
export async function getCrisisOptions(lang: LanguageCode, point: Point | null, signal?: AbortSignal) {
  const query = `?lang=${lang}${point ? `&lat=${point.lat}&lng=${point.lng}` : ''}`;
  const { data, savedCopy } = await apiRequestWithSource<CrisisSupportResponse>(
    `${API_PATHS.crisisSupportOptions}${query}`,
    { signal },
  );
  return toCrisisOptions(data, savedCopy);
}

/** The options as the page holds them: the answer, and whether it is a saved copy. */
export const toCrisisOptions = (answer: CrisisSupportResponse, savedCopy: boolean) => ({
  ...answer,
  savedCopy,
});

export const crisisOptionsQueryOptions = (lang: LanguageCode, point: Point | null) =>
  queryOptions({
    // Without a point the key is the server render's (the contract's); a point adds to it.
    queryKey: point
      ? emergencyHelpKeys.optionsNear(lang, point.lat, point.lng)
      : emergencyHelpKeys.options(lang),
    queryFn: ({ signal }) => getCrisisOptions(lang, point, signal),
  });

export const useCrisisOptions = (lang: LanguageCode, point: Point | null) =>
  useQuery({
    ...crisisOptionsQueryOptions(lang, point),
    // While the local options load, the national ones stay on screen.
    placeholderData: (previous) => previous,
  });
