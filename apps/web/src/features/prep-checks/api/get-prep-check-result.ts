import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type LanguageCode, type PrepCheckResult } from '@prepwell/contract';
import { apiRequest } from '../../../lib/api-client';
import { prepCheckKeys, withId } from './query-keys';

/** `GET /public/prep-check-results/{id}?overview=false&lang=`: the user's result, question by question. */
export const getPrepCheckResult = (id: number, lang: LanguageCode, signal?: AbortSignal) =>
  apiRequest<PrepCheckResult>(`${withId(API_PATHS.prepCheckResult, id)}?overview=false&lang=${lang}`, {
    signal,
  });

export const prepCheckResultQueryOptions = (id: number, lang: LanguageCode) =>
  queryOptions({
    queryKey: prepCheckKeys.result(id, lang),
    queryFn: ({ signal }) => getPrepCheckResult(id, lang, signal),
    retry: 1,
  });

export const usePrepCheckResult = (id: number, lang: LanguageCode, enabled: boolean) =>
  useQuery({ ...prepCheckResultQueryOptions(id, lang), enabled });
