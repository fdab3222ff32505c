import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type HazardListResponse, type LanguageCode } from '@prepwell/contract';
import { apiRequest } from '../../../lib/api-client';

/** `GET /public/v2/hazards?lang=`: every hazard, local first, text in `lang` and English. */
export const getHazards = (lang: LanguageCode, signal?: AbortSignal) =>
  apiRequest<HazardListResponse>(`${API_PATHS.hazards}?lang=${lang}`, { signal });

export const hazardsQueryOptions = (lang: LanguageCode) =>
  queryOptions({
    queryKey: ['hazards', 'list', lang] as const,
    queryFn: ({ signal }) => getHazards(lang, signal),
    select: (data) => data.hazards,
  });

/** The guide's hazards in `lang` (content language, which the translate menu can change). */
export const useHazards = (lang: LanguageCode) => useQuery(hazardsQueryOptions(lang));
