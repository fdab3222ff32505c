import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type LanguageCode, type PrepCheckListResponse } from '@prepwell/contract';
import { apiRequest } from '../../../lib/api-client';
import { hazardKeys } from './query-keys';

/** `GET /public/prep-checks-by-hazard/{id}?lang=`: the Prep Checks about a hazard. */
export const getHazardPrepChecks = async (hazardId: number, lang: LanguageCode, signal?: AbortSignal) =>
  (
    await apiRequest<PrepCheckListResponse>(
      `${API_PATHS.prepChecksByHazard.replace(':id', String(hazardId))}?lang=${lang}`,
      { signal },
    )
  ).prep_checks;

export const hazardPrepChecksQueryOptions = (hazardId: number, lang: LanguageCode) =>
  queryOptions({
    queryKey: hazardKeys.prepChecks(hazardId, lang),
    queryFn: ({ signal }) => getHazardPrepChecks(hazardId, lang, signal),
    retry: 1,
  });

export const useHazardPrepChecks = (hazardId: number, lang: LanguageCode, enabled: boolean) =>
  useQuery({ ...hazardPrepChecksQueryOptions(hazardId, lang), enabled });
