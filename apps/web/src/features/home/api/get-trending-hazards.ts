import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type LanguageCode, type TrendingHazardsResponse } from '@prepwell/contract';
import { apiRequest } from '../../../lib/api-client';
import { homeKeys } from './query-keys';

/** `GET /public/v2/trending-hazards?lang=`: at most 10 hazards, in `lang` with English fallback. */
export const getTrendingHazards = (
  lang: LanguageCode,
  signal?: AbortSignal,
): Promise<TrendingHazardsResponse> =>
  apiRequest<TrendingHazardsResponse>(
    lang === 'en'
      ? API_PATHS.trendingHazards
      : `${API_PATHS.trendingHazards}?lang=${encodeURIComponent(lang)}`,
    { signal },
  );

export const trendingHazardsQueryOptions = (lang: LanguageCode) =>
  queryOptions({
    queryKey: homeKeys.trending(lang),
    queryFn: ({ signal }) => getTrendingHazards(lang, signal),
  });

export function useTrendingHazardsQuery(lang: LanguageCode) {
  return useQuery(trendingHazardsQueryOptions(lang));
}
