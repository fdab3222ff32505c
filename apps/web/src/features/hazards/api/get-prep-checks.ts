import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type LanguageCode, type PrepCheckListResponse } from '@prepwell/contract';
import { apiRequest } from '../../../lib/api-client';

/** `GET /public/prep-checks-by-hazard/{id}?lang=`: the Prep Checks about a hazard. */
export const useHazardPrepChecks = (hazardId: number, lang: LanguageCode, enabled: boolean) =>
  useQuery({
    queryKey: ['prep-checks', 'by-hazard', hazardId, lang] as const,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<PrepCheckListResponse>(
          `${API_PATHS.prepChecksByHazard.replace(':id', String(hazardId))}?lang=${lang}`,
          { signal },
        )
      ).prep_checks,
    enabled,
    retry: 1,
  });
