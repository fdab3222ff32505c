import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type HazardSearchResponse } from '@prepwell/contract';
import { apiRequest } from '../../../lib/api-client';
import type { Point } from '../../../lib/location/location';
import { hazardKeys } from './query-keys';

/**
 * `GET /public/guide/search/v2?query=&lat=&lng=`: hazard ids ranked, and a did-you-mean. A 204
 * answer is read as "every hazard", as an empty query is (`hazards: null` here; the page shows
 * the list). With the reader's point, the local hazards of their area can be found too.
 */
export async function searchHazards(query: string, point: Point | null, signal?: AbortSignal) {
  const answer = await apiRequest<HazardSearchResponse | undefined>(
    `${API_PATHS.hazardSearch}?query=${encodeURIComponent(query)}${point ? `&lat=${point.lat}&lng=${point.lng}` : ''}`,
    { signal },
  );
  return toSearchResults(answer);
}

/** The results as the page holds them: no answer (204) is "every hazard", `hazards: null`. */
export const toSearchResults = (answer: HazardSearchResponse | undefined) =>
  answer ?? { hazards: null, suggestedQuery: null };

export const searchHazardsQueryOptions = (query: string, point: Point | null = null) =>
  queryOptions({
    queryKey: point
      ? ([...hazardKeys.search(query), point.lat, point.lng] as const)
      : hazardKeys.search(query),
    queryFn: ({ signal }) => searchHazards(query, point, signal),
    retry: false,
  });

export const useSearchHazards = (query: string, point: Point | null = null) =>
  useQuery({
    ...searchHazardsQueryOptions(query, point),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
  });
