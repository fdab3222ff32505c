import { queryOptions, useQuery } from '@tanstack/react-query';
import { hazardQueryKeys, API_PATHS, type HazardListResponse, type LanguageCode } from '@prepwell/contract';
import { apiRequestWithSource } from '../../../lib/api-client';

/**
 * `GET /public/v2/hazards?lang=`: every hazard, local first, text in `lang` and English, and
 * whether this is the service worker's saved copy (offline).
 */
export async function getHazards(lang: LanguageCode, signal?: AbortSignal) {
  const { data, savedCopy } = await apiRequestWithSource<HazardListResponse>(
    `${API_PATHS.hazards}?lang=${lang}`,
    {
      signal,
    },
  );
  return { hazards: data.hazards, savedCopy };
}

export const hazardsQueryOptions = (lang: LanguageCode) =>
  queryOptions({
    queryKey: hazardQueryKeys.list(lang),
    queryFn: ({ signal }) => getHazards(lang, signal),
  });

/** The guide's hazards in `lang` (content language, which the translate menu can change). */
export const useHazards = (lang: LanguageCode) => useQuery(hazardsQueryOptions(lang));
