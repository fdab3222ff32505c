import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type HazardDetail, type LanguageCode } from '@prepwell/contract';
import { apiRequest } from '../../../lib/api-client';

/** A hazard's address in the app is its slug or its id (both forms are in the spec). */
export const isHazardId = (idOrSlug: string) => /^\d+$/.test(idOrSlug);

/**
 * `GET /public/guide/hazard/{id}` or `/by-slug/{slug}`, with `?languages=` naming the content
 * language (English always comes too).
 */
export function getHazard(idOrSlug: string, lang: LanguageCode, signal?: AbortSignal) {
  const path = isHazardId(idOrSlug)
    ? API_PATHS.hazard.replace(':id', idOrSlug)
    : API_PATHS.hazardBySlug.replace(':slug', encodeURIComponent(idOrSlug));
  return apiRequest<HazardDetail>(lang === 'en' ? path : `${path}?languages=${lang}`, { signal });
}

export const hazardQueryOptions = (idOrSlug: string, lang: LanguageCode) =>
  queryOptions({
    queryKey: ['hazards', 'detail', idOrSlug, lang] as const,
    queryFn: ({ signal }) => getHazard(idOrSlug, lang, signal),
    retry: 1,
  });

export const useHazard = (idOrSlug: string, lang: LanguageCode) =>
  useQuery(hazardQueryOptions(idOrSlug, lang));
