import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type LanguageCode, type SubmissionsOverview } from '@prepwell/contract';
import { apiRequest } from '../../../lib/api-client';
import { prepCheckKeys } from './query-keys';

/** `GET /public/prep-check-submissions?overview=true&lang=`: the landing cards' progress. */
export const getSubmissionsOverview = (lang: LanguageCode, signal?: AbortSignal) =>
  apiRequest<SubmissionsOverview>(`${API_PATHS.prepCheckSubmissions}?lang=${lang}&overview=true`, {
    signal,
  });

export const submissionsOverviewQueryOptions = (lang: LanguageCode) =>
  queryOptions({
    queryKey: prepCheckKeys.overview(lang),
    queryFn: ({ signal }) => getSubmissionsOverview(lang, signal),
  });

export const useSubmissionsOverview = (lang: LanguageCode, enabled: boolean) =>
  useQuery({ ...submissionsOverviewQueryOptions(lang), enabled });
