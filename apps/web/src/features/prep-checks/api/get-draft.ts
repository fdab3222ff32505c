import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type Submission } from '@prepwell/contract';
import { apiRequest } from '../../../lib/api-client';
import { prepCheckKeys, withId } from './query-keys';

/**
 * `GET /public/prep-check-submissions/{id}?drafts=true`: the user's draft of a Prep Check, or
 * else their latest submission, or an empty one (`id: null`).
 */
export const getDraft = (id: number, signal?: AbortSignal) =>
  apiRequest<Submission>(`${withId(API_PATHS.prepCheckSubmission, id)}?drafts=true`, { signal });

export const draftQueryOptions = (id: number) =>
  queryOptions({
    queryKey: prepCheckKeys.draft(id),
    queryFn: ({ signal }) => getDraft(id, signal),
    // The questionnaire owns the draft once loaded: never refetched under it.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export const useDraft = (id: number, enabled: boolean) => useQuery({ ...draftQueryOptions(id), enabled });
