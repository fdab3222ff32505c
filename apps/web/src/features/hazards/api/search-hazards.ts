import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { hazardQueryKeys, API_PATHS, type HazardSearchResponse } from '@prepwell/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * `GET /public/guide/search/v2?query=`: hazard ids ranked, and a did-you-mean. A 204 answer is
 * read as "every hazard", as an empty query is (`hazards: null` here; the page shows the list).
 */
export async function searchHazards(query: string, signal?: AbortSignal) {
  const answer = await apiRequest<HazardSearchResponse | undefined>(
    `${API_PATHS.hazardSearch}?query=${encodeURIComponent(query)}`,
    { signal },
  );
  return answer ?? { hazards: null, suggestedQuery: null };
}

export const searchHazardsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: hazardQueryKeys.search(query),
    queryFn: ({ signal }) => searchHazards(query, signal),
    retry: false,
  });

export const useSearchHazards = (query: string) =>
  useQuery({
    ...searchHazardsQueryOptions(query),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
  });
