import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type LanguageCode, type PrepCheckListResponse } from '@prepwell/contract';
import { apiRequest } from '../../../lib/api-client';
import { prepCheckKeys } from './query-keys';

/** `GET /public/prep-checks?lang=`: every Prep Check, in `lang` and English. */
export const getPrepChecks = (lang: LanguageCode, signal?: AbortSignal) =>
  apiRequest<PrepCheckListResponse>(`${API_PATHS.prepChecks}?lang=${lang}`, { signal });

export const prepChecksQueryOptions = (lang: LanguageCode) =>
  queryOptions({
    queryKey: prepCheckKeys.list(lang),
    queryFn: ({ signal }) => getPrepChecks(lang, signal),
  });

export const usePrepChecks = (lang: LanguageCode) => useQuery(prepChecksQueryOptions(lang));
