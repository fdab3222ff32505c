import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type LanguageCode, type PrepCheckStats } from '@prepwell/contract';
import { apiRequest } from '../../../lib/api-client';
import { prepCheckKeys } from './query-keys';

/** `GET /public/prep-check-stats?lang=`: the signed-in user's badge and journey. */
export const getPrepCheckStats = (lang: LanguageCode, signal?: AbortSignal) =>
  apiRequest<PrepCheckStats>(`${API_PATHS.prepCheckStats}?lang=${lang}`, { signal });

export const prepCheckStatsQueryOptions = (lang: LanguageCode) =>
  queryOptions({
    queryKey: prepCheckKeys.stats(lang),
    queryFn: ({ signal }) => getPrepCheckStats(lang, signal),
  });

export const usePrepCheckStats = (lang: LanguageCode, enabled: boolean) =>
  useQuery({ ...prepCheckStatsQueryOptions(lang), enabled });
