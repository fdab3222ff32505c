import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, pickText, type HazardListResponse, type LanguageCode } from '@prepwell/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * The hazards' names in `lang`, for the hazard dropdown (the options name hazards by id). The
 * guide's list call, under this feature's own key: the guide keeps a different shape under its own.
 */
export const hazardNamesQueryOptions = (lang: LanguageCode) =>
  queryOptions({
    queryKey: ['hazard-names', lang] as const,
    queryFn: async ({ signal }): Promise<Record<number, string>> => {
      const { hazards } = await apiRequest<HazardListResponse>(`${API_PATHS.hazards}?lang=${lang}`, {
        signal,
      });
      return Object.fromEntries(hazards.map((hazard) => [hazard.id, pickText(hazard.name, lang)]));
    },
  });

export const useHazardNames = (lang: LanguageCode) => useQuery(hazardNamesQueryOptions(lang));
