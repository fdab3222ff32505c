import { useEffect, useState } from 'react';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  prepChecksQueryKey,
  type LanguageCode,
  type PrepCheck,
  type PrepCheckListResponse,
  type PrepCheckResult,
  type PrepCheckStats,
  type PrepCheckUpNextResponse,
  type Submission,
  type SubmissionSave,
  type SubmissionSaved,
  type SubmissionsOverview,
} from '@prepwell/contract';
import { apiRequest } from '../../../lib/api-client';
import { MY_DATA_KEY } from '../../../lib/query-client';
import { retakeDraft } from '../lib/questionnaire';

const withId = (path: string, id: number) => path.replace(':id', String(id));

/**
 * The Prep Checks' calls (spec prep-checks-items §7). The Prep Checks themselves are public; the
 * rest are the signed-in user's (the screens never ask them while anonymous).
 */
export const prepCheckKeys = {
  all: ['prep-checks'] as const,
  list: (lang: LanguageCode) => prepChecksQueryKey(lang),
  one: (id: number, lang: LanguageCode) => ['prep-checks', 'one', id, lang] as const,
  upNext: (id: number, lang: LanguageCode, signedIn: boolean) =>
    ['prep-checks', 'up-next', id, lang, signedIn] as const,
  /** Everything of the user's Prep Checks (under the user's data, MY_DATA_KEY). */
  mine: [...MY_DATA_KEY, 'prep-checks'] as const,
  stats: (lang: LanguageCode) => [...MY_DATA_KEY, 'prep-checks', 'stats', lang] as const,
  overview: (lang: LanguageCode) => [...MY_DATA_KEY, 'prep-checks', 'overview', lang] as const,
  /** The overview in every language: a saved draft changes the landing's cards. */
  overviews: [...MY_DATA_KEY, 'prep-checks', 'overview'] as const,
  draft: (id: number) => [...MY_DATA_KEY, 'prep-checks', 'draft', id] as const,
  result: (id: number, lang: LanguageCode) => [...MY_DATA_KEY, 'prep-checks', 'result', id, lang] as const,
};

export const prepChecksQuery = (lang: LanguageCode) =>
  queryOptions({
    queryKey: prepCheckKeys.list(lang),
    queryFn: ({ signal }) =>
      apiRequest<PrepCheckListResponse>(`${API_PATHS.prepChecks}?lang=${lang}`, { signal }),
  });

export const usePrepChecks = (lang: LanguageCode) => useQuery(prepChecksQuery(lang));

export const prepCheckQuery = (id: number, lang: LanguageCode) =>
  queryOptions({
    queryKey: prepCheckKeys.one(id, lang),
    queryFn: ({ signal }) =>
      apiRequest<PrepCheck>(`${withId(API_PATHS.prepCheck, id)}?lang=${lang}`, { signal }),
    retry: 1,
  });

/**
 * One Prep Check. While it loads in another language, the one shown stays (the questionnaire
 * keeps its answers); another Prep Check never stands in for it.
 */
export const usePrepCheck = (id: number, lang: LanguageCode, enabled = true) =>
  useQuery({
    ...prepCheckQuery(id, lang),
    enabled,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === id ? keepPreviousData(previous) : undefined,
  });

/** The Prep Check to suggest next. Spec §8: a failure is only logged; the screen carries on without it. */
export function useUpNext(id: number | null, lang: LanguageCode, signedIn: boolean) {
  const query = useQuery({
    queryKey: prepCheckKeys.upNext(id ?? 0, lang, signedIn),
    queryFn: ({ signal }) =>
      apiRequest<PrepCheckUpNextResponse>(`${withId(API_PATHS.prepCheckUpNext, id ?? 0)}?lang=${lang}`, {
        signal,
      }),
    enabled: id !== null,
    retry: 0,
  });
  const { isError, error } = query;
  useEffect(() => {
    if (isError) console.warn('Unable to get up-next prep check', error);
  }, [isError, error]);
  return query;
}

export const usePrepCheckStats = (lang: LanguageCode, enabled: boolean) =>
  useQuery({
    queryKey: prepCheckKeys.stats(lang),
    queryFn: ({ signal }) =>
      apiRequest<PrepCheckStats>(`${API_PATHS.prepCheckStats}?lang=${lang}`, { signal }),
    enabled,
  });

export const useSubmissionsOverview = (lang: LanguageCode, enabled: boolean) =>
  useQuery({
    queryKey: prepCheckKeys.overview(lang),
    queryFn: ({ signal }) =>
      apiRequest<SubmissionsOverview>(`${API_PATHS.prepCheckSubmissions}?lang=${lang}&overview=true`, {
        signal,
      }),
    enabled,
  });

export const useDraft = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: prepCheckKeys.draft(id),
    queryFn: ({ signal }) =>
      apiRequest<Submission>(`${withId(API_PATHS.prepCheckSubmission, id)}?drafts=true`, { signal }),
    enabled,
    // The questionnaire owns the draft once loaded: never refetched under it.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export const usePrepCheckResult = (id: number, lang: LanguageCode, enabled: boolean) =>
  useQuery({
    queryKey: prepCheckKeys.result(id, lang),
    queryFn: ({ signal }) =>
      apiRequest<PrepCheckResult>(`${withId(API_PATHS.prepCheckResult, id)}?overview=false&lang=${lang}`, {
        signal,
      }),
    enabled,
    retry: 1,
  });

/** Save the whole submission: POST creates (or updates the user's draft), PUT updates by id. */
export function saveSubmission(submission: SubmissionSave): Promise<SubmissionSaved> {
  return apiRequest<SubmissionSaved>(API_PATHS.prepCheckSubmissions, {
    method: submission.id === undefined ? 'POST' : 'PUT',
    body: submission,
  });
}

/**
 * Retake (spec §2, ADR 023): a new, empty draft (question 1, nothing answered) written over any
 * draft there is. The submitted result stays (on the card, in results and among the kept
 * submissions) until the new one is submitted. Resolves with whether it was created.
 */
export function useRetake(id: number, lang: LanguageCode) {
  const client = useQueryClient();
  const [retaking, setRetaking] = useState(false);
  const retake = async () => {
    setRetaking(true);
    try {
      const [check, current] = await Promise.all([
        client.fetchQuery(prepCheckQuery(id, lang)),
        apiRequest<Submission>(`${withId(API_PATHS.prepCheckSubmission, id)}?drafts=true`),
      ]);
      await saveSubmission(retakeDraft(check, current));
      await client.invalidateQueries({ queryKey: prepCheckKeys.mine });
      return true;
    } catch {
      setRetaking(false);
      return false;
    }
  };
  return { retake, retaking };
}
