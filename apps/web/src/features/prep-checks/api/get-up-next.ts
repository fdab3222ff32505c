import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type LanguageCode, type PrepCheckUpNextResponse } from '@prepwell/contract';
import { apiRequest } from '../../../lib/api-client';
import { prepCheckKeys, withId } from './query-keys';

/** `GET /public/prep-check-up-next/{id}?lang=`: the Prep Check to suggest after `id`. */
export const getUpNext = (id: number, lang: LanguageCode, signal?: AbortSignal) =>
  apiRequest<PrepCheckUpNextResponse>(`${withId(API_PATHS.prepCheckUpNext, id)}?lang=${lang}`, { signal });

/** `signedIn` keys the answer apart: a signed-in reader's suggestion skips what they did. */
export const upNextQueryOptions = (id: number, lang: LanguageCode, signedIn: boolean) =>
  queryOptions({
    queryKey: prepCheckKeys.upNext(id, lang, signedIn),
    queryFn: ({ signal }) => getUpNext(id, lang, signal),
    retry: 0,
  });

/** The Prep Check to suggest next. Spec §8: a failure is only logged; the screen carries on without it. */
export function useUpNext(id: number | null, lang: LanguageCode, signedIn: boolean) {
  const query = useQuery({ ...upNextQueryOptions(id ?? 0, lang, signedIn), enabled: id !== null });
  const { isError, error } = query;
  useEffect(() => {
    if (isError) console.warn('Unable to get up-next prep check', error);
  }, [isError, error]);
  return query;
}
