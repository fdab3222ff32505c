import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type LanguageCode, type PrepCheck } from '@prepwell/contract';
import { apiRequest } from '../../../lib/api-client';
import { prepCheckKeys, withId } from './query-keys';

/** `GET /public/prep-checks/{id}?lang=`: one Prep Check with its questions. */
export const getPrepCheck = (id: number, lang: LanguageCode, signal?: AbortSignal) =>
  apiRequest<PrepCheck>(`${withId(API_PATHS.prepCheck, id)}?lang=${lang}`, { signal });

export const prepCheckQueryOptions = (id: number, lang: LanguageCode) =>
  queryOptions({
    queryKey: prepCheckKeys.one(id, lang),
    queryFn: ({ signal }) => getPrepCheck(id, lang, signal),
    retry: 1,
  });

/**
 * One Prep Check. While it loads in another language, the one shown stays (the questionnaire
 * keeps its answers); another Prep Check never stands in for it.
 */
export const usePrepCheck = (id: number, lang: LanguageCode, enabled = true) =>
  useQuery({
    ...prepCheckQueryOptions(id, lang),
    enabled,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === id ? keepPreviousData(previous) : undefined,
  });
